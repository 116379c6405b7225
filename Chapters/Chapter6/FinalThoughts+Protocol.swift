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
            en: """
                The book admits that its view models carry little logic, and closes \
                with a case from a real app where MVVM did better than MVC: a list \
                whose items came from the main API, from a search, or from a list fixed \
                when the app was built. With MVC it would have had one bloated \
                controller, or an abstract controller class with a subclass for each \
                kind, which Objective-C cannot even declare abstract. It used one \
                controller and several view models that conform to a protocol the \
                controller depends on. In Swift:
                """,
            zh: """
                书中承认它的视图模型逻辑不多，最后以一个真实应用中的例子收尾，在那里 MVVM 比 MVC 做\
                得更好：一个列表，它的条目可能来自主 API，可能来自一次搜索，也可能来自应用构建\
                时就固定下来的一个列表。用 MVC，它要么得有一个臃肿的控制器，要么得有一个抽象的\
                控制器类，每种列表一个子类，而 Objective-C 甚至无法把一个类声明为抽象类。那个\
                应用用了一个控制器和几个视图模型，这些视图模型都遵循控制器所依赖的一个协议。用 Swift 写\
                出来是这样：
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
            en: """
                One screen class drew all three. What differs between the lists lives in \
                three small view models, each testable alone, and a fourth kind of list \
                is one more conformance, not one more screen.
                """,
            zh: """
                一个界面类画出了全部三个列表。列表之间的差异存在于三个小小的视图模型里，每个都\
                能单独测试；再添一种列表，只是多一个遵循协议的类型，而不是多一个界面。
                """)
    }
}
