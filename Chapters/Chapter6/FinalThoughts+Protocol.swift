import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The book's closing example: one screen, several view models behind a protocol.
    static func viewModelsBehindAProtocol(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The book admits that its view models carry little logic, and closes \
            with a case from a real app where MVVM did better than MVC: a list \
            whose items came from the main API, from a search, or from a list fixed \
            when the app was built. With MVC it would have had one bloated \
            controller, or an abstract controller class with a subclass for each \
            kind, which Objective-C cannot even declare abstract. It used one \
            controller and several view models that conform to a protocol the \
            controller depends on. In Swift:
            """)
        page.code(.photoListing)
        page.code(.threeLists)
        // snippet.threeLists
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let lists: [any PhotoListing] = [
            PopularPhotos(importer: importer),
            SearchResultPhotos(term: "Cat", importer: importer),
            FeaturedPhotos(),
        ]
        for list in lists {
            let screen = ListScreen(list)
            scheduler.run()
            for line in screen.text { print(line) }
        }
        // snippet.end
        page.say(
            """
            One screen class drew all three. What differs between the lists lives in \
            three small view models, each testable alone, and a fourth kind of list \
            is one more conformance, not one more screen.
            """)
    }
}
