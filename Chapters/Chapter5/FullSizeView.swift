import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// Opening a photo: the gallery's open command, the pager, and pages that
    /// load only while they are on show.
    static let fullSizeView = Section("Adding the full-size view", "添加FunctionalReactivePixels") {
        page in
        let print = page.printer
        page.say(
            """
            Tapping a thumbnail in the book opens FRPFullSizePhotoViewController, a \
            page view controller with one page per photo. Here the gallery's `open` \
            command makes a `FullSizePhotoViewModel` for the photo chosen, and the \
            gallery screen pushes a `PagerScreen` for whatever `open` sends. Each page \
            has a `PhotoViewModel` that downloads the photo's details, then its \
            full-size image, but only while its page is on show: the pager keeps \
            exactly one page active, and a page loads through `forwardWhileActive`. \
            (Both are Chapter 6's subject, in "MVVM in practice"; the book's own \
            photo page starts its download in viewWillAppear.)
            """)
        page.code(.openPhoto)
        guard let api = PhotoAPIRun(page) else { return }
        let gallery = GalleryViewModel(importer: api.importer, session: AuthSession())
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 16), scheduler: MainScheduler.shared
        ) { context in GalleryScreen(viewModel: gallery, context: context) }
        runMainLoop { window.isSettled }
        let start = api.server.requests.count
        // snippet.openPhoto
        gallery.open.execute(1)  // a tap on the second photo
        // snippet.hide
        runMainLoop { window.isSettled }
        // snippet.show
        let pager = (window.navigator.top as? PagerScreen)?.viewModel
        pager?.title.subscribeNext { print("title:", $0) }
        // snippet.end
        page.picture(window.render().lines(in: .ascii))
        page.output(api.requests(after: start).joined(separator: "\n"))
        page.say(
            """
            The page on show asked for the photo's details, which name its full-size \
            image, then for the image. Paging on with → runs the pager's `next` \
            command: the title follows the photo on show, and only the new page \
            downloads.
            """)
        page.code(.pageOn)
        let paged = api.server.requests.count
        // snippet.pageOn
        window.handle(.right)
        // snippet.end
        runMainLoop { window.isSettled }
        page.output(api.requests(after: paged).joined(separator: "\n"))
        page.say(
            """
            The window's size is the only thing that decides the layout: the pager \
            fits the full-size image (at most 240 pixels a side) into what is left under \
            the title bar, keeping \
            its proportions, and the gallery fits as many cells across as it can. \
            That is also what happens when the terminal is resized.
            """)
        window.quit()
        page.book(
            "FRPFullSizePhotoViewController", "UIPageViewController", "FRPPhotoViewController",
            "-[RVMViewModel forwardSignalWhileActive:]")
    }
}
