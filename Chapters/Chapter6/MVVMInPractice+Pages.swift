import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The app's PhotoViewModel: its download and loading flag follow the page's activity.
    static func photoPage(_ page: Narrator) {
        page.say(
            """
            The workbook's finished app builds its photo page's view model this way \
            (Pixels.PhotoViewModel, in Sources/Pixels; the view models above are the \
            book's). Its download (the photo's details, then its full-size image) runs \
            through forwardWhileActive, and its isLoading flag, which drives the \
            spinner, rises when a download starts and falls when it ends or the page \
            hides. On the fake photo API, which answers two ticks after each request, \
            the page shows at 1, hides at 4 and shows again at 6:
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
        page.table(["request", "what became of it"], importer.log.map(describe))
        let arrived = image.events.last { $0.time > 0 }.map { "\($0.time)" } ?? "never"
        page.say(
            """
            n is no image yet and i the image. Hiding the page cancelled the image \
            download in flight, and the spinner stopped at once. The next activation \
            started again from the details, and the image arrived at tick \(arrived).
            """)
        page.book("FRPPhotoViewModel", "-downloadPhotoModelDetails", "RVMViewModel.active")
    }

    /// The pager keeps exactly one page active: the one on show, while it is.
    static func pager(_ page: Narrator) {
        page.say(
            """
            The finished app's pager view model makes one page view model per photo \
            and keeps exactly one of them active: the page on show, while the \
            pager itself is active. Paging makes the old page inactive before the new \
            one becomes active, so a page paged away from stops downloading. The pager \
            opens at the first photo and shows at 1; the user pages on at 6 and at 9, \
            and the pager hides at 12:
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
                    MarbleLine("page \(index + 1) active", recorder, symbol: letter)
                }, ticks: true)
        page.table(["request", "what became of it"], importer.log.map(describe))
        page.say(
            """
            The first page had time to load. The second was paged away from, and the \
            third hidden, halfway through, and their downloads were cancelled. The \
            pager's screen did none of this itself: it set the pager's one flag, and \
            paged with the pager's next command.
            """)
        page.book("FRPFullSizePhotoViewModel", "UIPageViewController")
    }

    /// `fetchDetails 1002` → `fetchDetails`, for a marble label.
    static func shortName(_ request: String) -> String {
        String(request.prefix { $0 != " " })
    }

    /// A request's row: its name, and when it was sent and answered or cancelled.
    static func describe(_ request: FakeImporter.Request) -> [String] {
        let end = request.span.disposed.map(String.init) ?? "…"
        let how = request.cancelled ? "cancelled" : "answered"
        return [request.name, "sent at \(request.span.subscribed), \(how) at \(end)"]
    }
}
