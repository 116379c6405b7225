import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The photo page: a binding that needs no disposal, and a spinner around fetching the details.
    static let thePhotoPage = Section(
        "The photo page", ChineseTitle.of("添加FunctionalReactivePixels", "照片页面")
    ) { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            en: """
                Each page shows one photo's full-size image. Its image view is bound to \
                the model's fullsizeData, as the cell is bound to thumbnailData, but here \
                nothing needs disposing by hand: a page is never reused, so the binding \
                may last as long as the image view, and ends with it. Each time the page \
                appears it puts up a spinner (the book uses SVProgressHUD), asks for the \
                photo's details, and takes the spinner down when they have come, or \
                shows the error:
                """,
            zh: """
                每一页显示一张照片的高清图。它的图片视图绑定到数据模型的 fullsizeData，\
                就像单元格绑定到 thumbnailData 一样，但这里不需要手动释放任何东西：页面从不复用，\
                所以绑定可以和图片视图活得一样久，并随它一起结束。每次页面出现时，\
                它都会显示一个进度 HUD（书中用的是 SVProgressHUD），请求照片的详情，\
                详情到达后收起进度 HUD，出错时则显示错误：
                """)
        page.code(.photoController)
        page.say(
            en: """
                The listing gave no full-size URL, so the details come from a second \
                request to the photo API. The importer fetches them just as it fetched \
                the photos, with a ReplaySubject: configure the model from the answer, \
                start the full-size download, send the model. The image downloads share \
                one method, made from the completion-block code the book first wrote \
                twice (a line written twice, one of the book's clients held, should \
                become one):
                """,
            zh: """
                列表里没有高清图的 URL，所以详情要靠向照片 API 发出的第二个请求。\
                导入器获取详情的方式和获取照片列表完全一样，也用一个 ReplaySubject：\
                根据应答配置数据模型，开始下载高清图，发送数据模型。两处图片下载共用一个方法，\
                它来自书中最初写了两遍的完成 block 代码（书中提到的一位客户认为：\
                同一行代码写了两遍，就该合成一处）：
                """)
        page.code(.subjectFetchPhotoDetails)
        page.code(.downloadWithCompletion)
        guard let working = PhotoAPIRun(page),
            let failing = PhotoAPIRun(page, faults: ["GET /v1/photos/{id}": .status(500)])
        else { return }
        page.say(
            en: """
                A page for the second photo, on the bundled photo API, then on one whose \
                details fail with HTTP 500:
                """,
            zh: """
                先在附带的照片 API 上为第二张照片打开一页，再换到一个详情请求会以 HTTP 500 失败\
                的 API 上：
                """)
        page.code(.pageAppears)
        for run in [working, failing] {
            let model = PhotoModel(fixtures.photos[1])
            let context = ScreenContext(scheduler: MainScheduler.shared)
            // snippet.pageAppears
            let photoPage = PhotoController(
                photoModel: model, index: 1, importer: run.subjectImporter,
                context: context)
            photoPage.hud.states.subscribeNext { print("spinner:", $0) }
            photoPage.appear()
            // snippet.hide
            runMainLoop { photoPage.isSettled }
            // snippet.show
            let image = photoPage.imageView.image
            print("image:", image.map { "\($0.width)×\($0.height)" } ?? "none")
            // snippet.end
            page.output(run.requests(after: 0).joined(separator: "\n"))
        }
        page.say(
            en: """
                The spinner went down when the details had come, before the image: the \
                details only start its download, and the binding showed the image when \
                it arrived. When the details failed, the spinner said so and the image \
                never came. And a page that closes leaves nothing running:
                """,
            zh: """
                进度 HUD 在详情到达时就收起了，早于图片：详情只是开始了图片的下载，\
                图片到达时由绑定显示出来。详情请求失败时，进度 HUD 显示了错误，图片始终没有来。\
                而且页面关闭后，不会留下任何仍在运行的东西：
                """)
        page.code(.pageCloses)
        // snippet.pageCloses
        var closing: PhotoController? = PhotoController(
            photoModel: PhotoModel(fixtures.photos[2]), index: 2,
            importer: working.subjectImporter,
            context: ScreenContext(scheduler: MainScheduler.shared))
        closing?.loadViewIfNeeded()
        let lifetime = closing?.imageView.lifetime
        closing = nil
        print("the image binding has ended:", lifetime?.hasEnded ?? false)
        // snippet.end
        page.book(
            "FRPPhotoViewController", "RAC(imageView, image)", "-viewWillAppear:",
            "SVProgressHUD", "+[FRPPhotoImporter fetchPhotoDetails:]",
            "-subscribeError:completed:", "+[FRPPhotoImporter download:withCompletion:]")
        page.differs(
            en: """
                a spinner per page. SVProgressHUD is one overlay for the whole app, \
                shown and dismissed through class methods, and its error fades by \
                itself; here each page has its own ProgressHUD, and an error stays up \
                until the page shows the spinner again.
                """,
            zh: """
                每页一个进度 HUD。SVProgressHUD 是整个应用共用的一个浮层，通过类方法显示和隐藏，\
                它显示的错误会自动淡出；这里每一页都有自己的 ProgressHUD，错误会一直留在那里，\
                直到页面再次显示进度 HUD。
                """)
    }
}
