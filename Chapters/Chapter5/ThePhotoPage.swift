import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The photo page: a binding that needs no disposal, and a spinner around fetching the details.
    static let thePhotoPage = Section("The photo page", "添加FunctionalReactivePixels") { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            """
            Each page shows one photo's full-size image. Its image view is bound to \
            the model's fullsizeData, as the cell is bound to thumbnailData, but here \
            nothing needs disposing by hand: a page is never reused, so the binding \
            may last as long as the image view, and ends with it. Each time the page \
            appears it puts up a spinner (the book uses SVProgressHUD), asks for the \
            photo's details, and takes the spinner down when they have come, or \
            shows the error:
            """)
        page.code(.photoController)
        page.say(
            """
            The listing gave no full-size URL, so the details come from a second \
            request to the photo API. The importer fetches them just as it fetched \
            the photos, with a replay subject: configure the model from the answer, \
            start the full-size download, send the model. The image downloads share \
            one method, made from the completion-block code the book first wrote \
            twice (a line written twice, one of the book's clients held, should \
            become one):
            """)
        page.code(.subjectFetchPhotoDetails)
        page.code(.downloadWithCompletion)
        guard let working = PhotoAPIRun(page),
            let failing = PhotoAPIRun(page, faults: ["GET /v1/photos/{id}": .status(500)])
        else { return }
        page.say(
            """
            A page for the second photo, on the bundled photo API, then on one whose \
            details fail with HTTP 500:
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
            """
            The spinner went down when the details had come, before the image: the \
            details only start its download, and the binding showed the image when \
            it arrived. When the details failed, the spinner said so and the image \
            never came. And a page that closes leaves nothing running:
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
            """
            a spinner per page. SVProgressHUD is one overlay for the whole app, \
            shown and dismissed through class methods, and its error fades by \
            itself; here each page has its own ProgressHUD, and an error stays up \
            until the page shows the spinner again.
            """)
    }
}
