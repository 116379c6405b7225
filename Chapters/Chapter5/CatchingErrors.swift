import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// loadPopularPhotos goes: catch, a binding and subscribeCompleted, then doCompleted,
    /// logError and catchTo in one chain; logAll and a signal's name.
    static let catchingErrors = Section(
        "Catching errors", "和FunctionalReactivePixels一起实践"
    ) { page in
        let print = PhotoAPIRun.printer(page)
        page.say(
            """
            The gallery's loadPopularPhotos does nothing but set state, so the book \
            removes it. The import's signal is bound straight to the photos property, \
            after catch has dealt with an error: catch lets values and completion \
            through, and only on an error calls its closure, which logs the error and \
            returns the signal to go on with, here an empty one. The grid reloads \
            when the import completes:
            """)
        guard let working = PhotoAPIRun(page),
            let failing = PhotoAPIRun(page, faults: ["GET /v1/photos": .status(500)])
        else { return }
        page.code(.catchHandler)
        for run in [working, failing] {
            let importer = run.subjectImporter
            let done = Locked(false)
            // snippet.catchHandler
            let photosArray = MutableProperty<[PhotoModel]>([])
            let photoSignal = importer.importPhotos()
            let photosLoaded = photoSignal.catch { error in
                print("Couldn't fetch photos from 500px: \(error)")
                return Signal.empty
            }
            photosArray <~ photosLoaded
            photosLoaded.subscribeCompleted {
                print("reload the grid:", photosArray.value.count, "photos")
                // snippet.hide
                done.withLock { $0 = true }
                // snippet.show
            }
            // snippet.end
            runMainLoop { done.withLock { $0 } }
            print("listing requests:", run.count("GET /v1/photos"))
        }
        page.say(
            """
            photosLoaded has two subscribers, the binding and the reload, and still \
            sent one request: the importer's replay subject is hot, and each \
            subscriber only hears its answer. (Chapter 4 showed what a cold signal \
            would have done.) But the failed import logged its error twice, once per \
            subscriber: catch runs its closure for each subscription it serves. It \
            left the photos as they were, since the empty signal completes without \
            sending anything, and the grid reloaded the list it already had. \
            (‹photo API› stands for the server's address, which changes from run to \
            run; the request's query is left out.)
            """)
        page.say(
            """
            Then the book writes it as one chain, with no local names: doCompleted \
            reloads the grid as the import completes, logError prints an error as it \
            passes, and catchTo replaces it with the empty signal. `named` gives the \
            signal the name the log prints, as setNameWithFormat: does. This is the \
            gallery's binding from here on:
            """)
        page.code(.galleryBinding)
        page.code(.galleryOnFailure)
        let logged = Locked(false)
        // snippet.galleryOnFailure
        let gallery = GalleryController(
            importer: failing.subjectImporter,
            context: ScreenContext(scheduler: MainScheduler.shared)
        ) { line in
            print(line)
            // snippet.hide
            logged.withLock { $0 = true }
            // snippet.show
        }
        gallery.appear()  // its viewDidLoad binds the import
        // snippet.end
        runMainLoop { logged.withLock { $0 } }
        print("photos:", gallery.photosArray.value.count)
        page.say(
            """
            For debugging, `logAll` prints every event under the signal's name, as \
            the countdown article's logCompleted does for one kind:
            """)
        page.code(.logAll)
        // snippet.logAll
        Signal.from(["Astronaut"]).named("listing").logAll { print($0) }
            .subscribeNext { _ in }
        // snippet.end
        page.book(
            "-[RACSignal catch:]", "RAC(self, photosArray)", "-subscribeCompleted:",
            "-[RACSignal catchTo:]", "-[RACSignal doCompleted:]", "-[RACSignal logError]",
            "-[RACSignal logAll] (RAC2; the book uses logError only)",
            "-[RACSignal setNameWithFormat:] (the countdown article's)")
    }
}
