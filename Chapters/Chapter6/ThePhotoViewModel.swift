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
        "The photo view model", "MVVM的具体实践"
    ) { page in
        let print = page.printer
        page.say(
            """
            The last refactoring is the photo page. Before, its controller bound the \
            image and, each time it appeared, fetched the details with the spinner \
            up:
            """)
        page.code(.photoController)
        page.say(
            """
            Downloading is business logic, so it belongs in the view model; but when \
            to download depends on the page being on show, and a good view model \
            knows nothing of its view. RVMViewModel's answer is its active flag: the \
            page sets it in viewWillAppear: and clears it in viewDidDisappear:, and \
            the view model does its work when it becomes active \
            (didBecomeActiveSignal), which the book finds far better than starting \
            expensive work in init. The view model holds the image and a loading \
            flag; the page binds its image view to the one and its spinner to the \
            other:
            """)
        page.code(.photoViewModel)
        page.code(.photoControllerAfter)
        page.say(
            """
            (The book writes the download inline in the subscription at first, and \
            moves it into downloadPhotoModelDetails when it tests the view model; \
            it is written that way here from the start.) Both pages on the fake \
            photo API, which answers two ticks after each request; each appears at \
            tick 1:
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
        page.table(["tick", "before: spinner", "image", "after: spinner", "image"], rows)
        page.list("requests", fake.requests)
        page.say(
            """
            The two pages showed the same thing at every tick: the spinner while \
            the details were on their way, then the image two ticks later. The \
            page's controller is now drawing and binding, and the view model can \
            be tested alone.
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
