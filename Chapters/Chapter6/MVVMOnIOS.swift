import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// Beginner's mind, the massive view controller, and where MVVM comes from.
    static let mvvmOnIOS = Section("MVVM on iOS", "MVVM On iOS") { page in
        let print = page.printer
        page.say(
            """
            The book opens its last chapter with a Zen idea, the beginner's mind: a \
            beginner sees many ways to do a thing, an expert few. Most iOS developers \
            learned Model-View-Controller because it was what the community and \
            Apple taught, and MVC on iOS has a well-known failing: the massive view \
            controller, where business logic lands in the controller because it is \
            the easy place to put it.
            """)
        page.say(
            """
            Chapter 5's gallery is a fair example: one class imports the photos, \
            catches the import's errors, keeps the photos as state, reloads the grid, \
            hands each cell its photo, listens to two delegates and opens the \
            full-size view. Made and shown on the fake photo API (on a virtual \
            clock), then tapped, it does all of this itself:
            """)
        page.code(.massiveController)
        let scheduler = TestScheduler()
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let context = ScreenContext(scheduler: scheduler)
        // snippet.massiveController
        let gallery = PixelsMVC.GalleryController(
            importer: SignalImporter(fake), context: context)
        context.navigator.push(gallery)  // the screen appears
        scheduler.run()
        // snippet.hide
        var frame = Frame(columns: 76, rows: 13)
        gallery.draw(into: &frame)  // the grid asks for its cells
        scheduler.run()
        // snippet.show
        print("photos:", gallery.photosArray.value.count)
        gallery.open(at: 1)  // a tap on the second photo
        print("on show:", context.navigator.top.map { type(of: $0) } ?? "nothing")
        // snippet.end
        let requests = fake.requests
        page.table(
            ["what the photo API was asked", "how many times"],
            ["importPhotos", "downloadThumbnail", "fetchDetails"].map { kind in
                [kind, "\(requests.filter { $0.hasPrefix(kind + " ") || $0 == kind }.count)"]
            })
        page.say(
            """
            None of that logic can run without the screen. The book's answer is \
            Model-View-ViewModel, an architecture that comes from Microsoft, whose \
            engineers made it for their .NET platform, and which need not stay \
            there. Together with ReactiveCocoa it suits iOS remarkably well: it moves the logic out of \
            the view controllers, which makes them smaller and the logic easier to \
            test. This chapter does that to Chapter 5's screens, one by one, then \
            tests the view models it gets.
            """)
        page.book(
            "Model-View-Controller", "Model-View-ViewModel (Microsoft, .NET)",
            "FRPGalleryViewController")
    }
}
