import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// The photo page's download moved into its view model, started by the
    /// active flag; the page binds its image and spinner: before and after, both run.
    static let thePhotoViewModel = Section(
        "The photo view model", ChineseTitle.of("MVVM的具体实践", "照片视图模型")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The last refactoring is the photo page. Before, its controller bound the \
                image and, each time it appeared, fetched the details with the spinner \
                up:
                """,
            zh: """
                最后要重构的是照片页面。改造之前，它的控制器绑定图片，并在每次出现时转起进度 HUD，\
                获取照片详情：
                """)
        page.code(.photoController)
        page.say(
            en: """
                Downloading is business logic, so it belongs in the view model; but when \
                to download depends on the page being on show, and a good view model \
                knows nothing of its view. RVMViewModel's answer is its active flag: the \
                page sets it in viewWillAppear: and clears it in viewDidDisappear:, and \
                the view model does its work when it becomes active \
                (didBecomeActiveSignal), which the book finds far better than starting \
                expensive work in init. The view model holds the image and a loading \
                flag; the page binds its image view to the one and its spinner to the \
                other. The view model as the book first writes it, and the page:
                """,
            zh: """
                下载属于业务逻辑，所以应当放进视图模型；可什么时候下载取决于页面是否正在显示，\
                而一个好的视图模型对它的视图一无所知。RVMViewModel 的答案是它的 active 标志：\
                页面在 viewWillAppear: 里设置它，在 viewDidDisappear: 里清除它，视图模型则在被\
                激活时（didBecomeActiveSignal）开始工作。书中认为，这比在 init 里启动昂贵的工\
                作要好得多。视图模型持有图片和一个 loading 标志；页面把图片视图绑定到前者，把\
                进度 HUD 绑定到后者。下面是书中起初写的视图模型，以及页面：
                """)
        page.code(.firstPhotoViewModel)
        page.code(.photoControllerAfter)
        page.listingNote("fullsizedData")
        page.editorNote(
            en: """
                The article 《MVVM的具体实践》 subscribes to self.didBeComeActiveSignal, \
                with a capital C, in its listing of the photo view model; the \
                property is didBecomeActiveSignal, as the article's own prose and the \
                book write it, and the listing as printed would not compile.
                """,
            zh: """
                文章《MVVM的具体实践》在照片视图模型的代码清单里订阅的是 self.didBeComeActiveSignal，\
                C 写成了大写；这个属性叫 didBecomeActiveSignal，文章自己的正文和书中都是这样写\
                的，照原样抄下的代码编译不通过。
                """)
        page.say(
            en: """
                The page runs the view model as "Testing the photo page" leaves it, with \
                the download moved out of the subscription into \
                downloadPhotoModelDetails; that section shows that the move changes \
                neither the loading flag nor the image. Both pages on the fake \
                photo API, which answers two ticks after each request; each appears at \
                tick 1:
                """,
            zh: """
                页面运行的是“测试ViewModels：照片视图模型”一节改写之后的视图模型，下载从订阅里\
                移进了 downloadPhotoModelDetails；那一节会表明，这样移动既不改变 loading 标志，\
                也不改变图片。两个页面都运行在假的照片 API 上，它在每个请求发出两刻\
                之后应答；两个页面都在第 1 刻出现：
                """)
        page.code(.photoBeforeAndAfter)
        let scheduler = TestScheduler()
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let photo = PhotoLibrary.shared.photos[1]
        // snippet.photoBeforeAndAfter
        let importer = SignalImporter(fake)
        let context = ScreenContext(scheduler: scheduler)
        let before = PixelsMVC.PhotoController(
            photoModel: PhotoModel(photo), index: 1, importer: importer,
            context: context)
        let after = PhotoController(
            viewModel: PhotoViewModel(model: PhotoModel(photo), importer: importer),
            index: 1, context: context)
        let pages: [ImageController] = [before, after]
        scheduler.schedule(at: 1) { for page in pages { page.appear() } }
        var rows: [[String]] = []
        for tick in 0...5 {
            scheduler.advance(to: tick)
            let shown = pages.flatMap { [describe($0.hud), describe($0.imageView)] }
            rows.append(["\(tick)"] + shown)
        }
        // snippet.end
        let image = page.text(en: "image", zh: "图片")
        let states = ["up": "转动", "down": "隐藏", "error": "出错"]
        page.table(
            [
                page.text(en: "tick", zh: "刻"),
                page.text(en: "before: spinner", zh: "改造前：进度 HUD"), image,
                page.text(en: "after: spinner", zh: "改造后：进度 HUD"), image,
            ],
            rows.map { row in row.map { page.text(en: $0, zh: states[$0] ?? $0) } })
        page.list("requests", fake.requests)
        page.say(
            en: """
                The two pages showed the same thing at every tick: the spinner while \
                the details were on their way, then the image two ticks later. The \
                page's controller is now drawing and binding, and the view model can \
                be tested alone.
                """,
            zh: """
                两个页面在每一刻显示的都一样：详情在路上时转着进度 HUD，两刻之后显示图片。页面\
                的控制器现在只管绘制和绑定，视图模型则可以单独测试。
                """)
        page.book(
            "FRPPhotoViewModel", "RVMViewModel.active", "didBecomeActiveSignal",
            "-viewWillAppear:", "-viewDidDisappear:",
            "RAC(imageView, image) = "
                + "RACObserve(self.viewModel, photoImage)", "RACObserve(self.viewModel, loading)")
    }

    /// `up`, `down` or `error` for a spinner.
    private static func describe(_ hud: ProgressHUD) -> String {
        switch hud.state {
        case .hidden: "down"
        case .spinning: "up"
        case .error: "error"
        }
    }

    /// The image's size, or `-`.
    private static func describe(_ imageView: ImageView) -> String {
        imageView.image.map { "\($0.width)×\($0.height)" } ?? "-"
    }
}
