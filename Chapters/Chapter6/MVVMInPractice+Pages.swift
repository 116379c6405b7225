import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The app's PhotoViewModel: its download and loading flag follow the page's activity.
    static func photoPage(_ page: Narrator) {
        page.say(
            en: """
                The workbook's finished app builds its photo page's view model this way \
                (Pixels.PhotoViewModel, in Sources/Pixels; the view models above are the \
                book's). Its download (the photo's details, then its full-size image) runs \
                through forwardWhileActive, and its isLoading flag, which drives the \
                spinner, rises when a download starts and falls when it ends or the page \
                hides. On the fake photo API, which answers two ticks after each request, \
                the page shows at 1, hides at 4 and shows again at 6:
                """,
            zh: """
                练习册里完成的应用就是这样构建照片页面的视图模型的（Pixels.PhotoViewModel，位\
                于 Sources/Pixels；上面那些视图模型是书中的）。它的下载（先是照片的详情，然后\
                是高清图）经由 forwardWhileActive 运行；它的 isLoading 标志驱动进度 HUD，下载\
                开始时升起，下载结束或页面隐藏时落下。在假的照片 API 上（每个请求发出两刻之后\
                应答），页面在第 1 刻显示，第 4 刻隐藏，第 6 刻再次显示：
                """)
        page.code(.photoPage)
        let scheduler = TestScheduler()
        // snippet.photoPage
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let photo = PhotoLibrary.shared.photos[1]
        let screen = Screen(Pixels.PhotoViewModel(photo: photo, importer: importer))
        // snippet.hide
        let actions = scheduler.record(screen.actions)
        // snippet.show
        let loading = scheduler.record(screen.model!.isLoading)
        let image = scheduler.record(screen.model!.image)
        scheduler.schedule(at: 1) { screen.show() }
        scheduler.schedule(at: 4) { screen.hide() }
        scheduler.schedule(at: 6) { screen.show() }
        scheduler.run()
        // snippet.end
        page.marbles(
            [MarbleLine("screen", actions), MarbleLine("isLoading", loading, symbol: letter)]
                + importer.log.map { MarbleLine(shortName($0.name), span: $0.span) }
                + [MarbleLine("image", image) { $0 == nil ? "n" : "i" }], ticks: true)
        page.table(requestHeader(page), importer.log.map { describe($0, page) })
        let arrived = image.events.last { $0.time > 0 }.map { "\($0.time)" } ?? "never"
        page.say(
            en: """
                n is no image yet and i the image. Hiding the page cancelled the image \
                download in flight, and the spinner stopped at once. The next activation \
                started again from the details, and the image arrived at tick \(arrived).
                """,
            zh: """
                n 表示还没有图片，i 表示有了图片。隐藏页面取消了正在进行的图片下载，进度 HUD 也\
                立刻停下。下一次激活又从详情开始，图片在第 \(arrived) 刻到达。
                """)
        page.book("FRPPhotoViewModel", "-downloadPhotoModelDetails", "RVMViewModel.active")
    }

    /// The pager keeps exactly one page active: the one on show, while it is.
    static func pager(_ page: Narrator) {
        page.say(
            en: """
                The finished app's pager view model makes one page view model per photo \
                and keeps exactly one of them active: the page on show, while the \
                pager itself is active. Paging makes the old page inactive before the new \
                one becomes active, so a page paged away from stops downloading. The pager \
                opens at the first photo and shows at 1; the user pages on at 6 and at 9, \
                and the pager hides at 12:
                """,
            zh: """
                完成后的应用里，翻页器的视图模型为每张照片创建一个页面视图模型，并让其中恰好一\
                个处于激活状态：正在显示的那一页，且只在翻页器本身激活时。翻页时，旧的页面先变\
                为未激活，新的页面再被激活，所以被翻走的页面会停止下载。翻页器打开在第一张照片，\
                第 1 刻显示；用户在第 6 刻和第 9 刻向后翻页，翻页器在第 12 刻隐藏：
                """)
        page.code(.pagerPages)
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        // snippet.pagerPages
        let photos = PhotoLibrary.shared.photos
        let screen = Screen(
            Pixels.FullSizePhotoViewModel(
                photos: photos, initialIndex: 0, importer: importer,
                session: AuthSession()))
        // snippet.hide
        let actions = scheduler.record(screen.actions)
        // snippet.show
        let pages = screen.model!.pages.prefix(3).map {
            scheduler.record($0.isActiveSignal)
        }
        scheduler.schedule(at: 1) { screen.show() }
        for tick in [6, 9] {
            scheduler.schedule(at: tick) { screen.model?.next.execute() }
        }
        scheduler.schedule(at: 12) { screen.hide() }
        scheduler.run()
        // snippet.end
        page.marbles(
            [MarbleLine("pager", actions)]
                + pages.enumerated().map { index, recorder in
                    MarbleLine(
                        page.text(en: "page \(index + 1) active", zh: "第 \(index + 1) 页激活"),
                        recorder, symbol: letter)
                }, ticks: true)
        page.table(requestHeader(page), importer.log.map { describe($0, page) })
        page.say(
            en: """
                The first page had time to load. The second was paged away from, and the \
                third hidden, halfway through, and their downloads were cancelled. The \
                pager's screen did none of this itself: it set the pager's one flag, and \
                paged with the pager's next command.
                """,
            zh: """
                第一页有时间加载完。第二页被翻走、第三页被隐藏时都正在半途，它们的下载都被取消\
                了。翻页器的界面自己什么也没做：它只设置了翻页器的那一个标志，并用翻页器的 next 指\
                令翻页。
                """)
        page.book("FRPFullSizePhotoViewModel", "UIPageViewController")
    }

    /// `fetchDetails 1002` → `fetchDetails`, for a marble label.
    static func shortName(_ request: String) -> String {
        String(request.prefix { $0 != " " })
    }

    /// The header of a table of requests, in the reader's language.
    static func requestHeader(_ page: Narrator) -> [String] {
        [page.text(en: "request", zh: "请求"), page.text(en: "what became of it", zh: "结果")]
    }

    /// A request's row: its name, and when it was sent and answered or cancelled.
    static func describe(_ request: FakeImporter.Request, _ page: Narrator) -> [String] {
        let end = request.span.disposed.map(String.init) ?? "…"
        let sent = request.span.subscribed
        let row =
            request.cancelled
            ? page.text(
                en: "sent at \(sent), cancelled at \(end)", zh: "第 \(sent) 刻发出，第 \(end) 刻取消")
            : page.text(en: "sent at \(sent), answered at \(end)", zh: "第 \(sent) 刻发出，第 \(end) 刻应答")
        return [request.name, row]
    }
}
