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
            en: """
                The book opens its last chapter with a Zen idea, the beginner's mind: a \
                beginner sees many ways to do a thing, an expert few. Most iOS developers \
                learned Model-View-Controller because it was what the community and \
                Apple taught, and MVC on iOS has a well-known failing: the massive view \
                controller, where business logic lands in the controller because it is \
                the easy place to put it.
                """,
            zh: """
                书的最后一章从一个禅宗的概念讲起：初心。在初学者眼中，一件事有许多种做法；在专\
                家眼中，却只剩寥寥几种。大多数 iOS 开发者学的是 Model-View-Controller（MVC），\
                因为社区和苹果教的就是它；而 iOS 上的 MVC 有一个人尽皆知的毛病：巨大的视图控制\
                器（译本说，MVC 被恶搞成了“Massive View Controller”的缩写）。业务逻辑之所以落进控制器，只因为放在那里最省事。
                """)
        page.say(
            en: """
                Chapter 5's gallery is a fair example: one class imports the photos, \
                catches the import's errors, keeps the photos as state, reloads the grid, \
                hands each cell its photo, listens to two delegates and opens the \
                full-size view. Made and shown on the fake photo API (on a virtual \
                clock), then tapped, it does all of this itself:
                """,
            zh: """
                第 5 章的画廊就是一个现成的例子：一个类导入照片、处理导入的错误、把照片当作状\
                态保存、重新加载网格、把照片交给每个单元格、监听两个委托代理，还要负责打开高清\
                图视图。在假的照片 API 上（用虚拟时钟）创建并显示它，再点一下照片，这些事全由\
                它自己来做：
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
            [
                page.text(en: "what the photo API was asked", zh: "向照片 API 请求的操作"),
                page.text(en: "how many times", zh: "次数"),
            ],
            ["importPhotos", "downloadThumbnail", "fetchDetails"].map { kind in
                [kind, "\(requests.filter { $0.hasPrefix(kind + " ") || $0 == kind }.count)"]
            })
        page.say(
            en: """
                None of that logic can run without the screen. The book's answer is \
                Model-View-ViewModel, an architecture that comes from Microsoft, whose \
                engineers made it for their .NET platform, and which need not stay \
                there. Together with ReactiveCocoa it suits iOS remarkably well: it moves the logic out of \
                the view controllers, which makes them smaller and the logic easier to \
                test. This chapter does that to Chapter 5's screens, one by one, then \
                tests the view models it gets.
                """,
            zh: """
                这些逻辑离开了界面就无法运行。书中给出的答案是 Model-View-ViewModel：一种出自\
                微软的架构，微软的工程师为自家的 .NET 平台设计了它，但它不必只留在 .NET。与 ReactiveCocoa 结\
                合，它与 iOS 出奇地契合：它把逻辑移出视图控制器，控制器因此变小，逻辑也更容易\
                测试。本章就对第 5 章的各个界面逐一这样改造，再测试改造得到的视图模型。
                """)
        page.book(
            "Model-View-Controller",
            page.text(
                en: "Model-View-ViewModel (Microsoft, .NET)", zh: "Model-View-ViewModel（微软，.NET）"),
            "FRPGalleryViewController")
    }
}
