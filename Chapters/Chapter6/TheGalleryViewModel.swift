import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// The gallery's import moved into its view model; the gallery makes the
    /// full-size view's view model: before and after, both run.
    static let theGalleryViewModel = Section(
        "The gallery view model", "MVVM的具体实践"
    ) { page in
        let print = page.printer
        page.say(
            """
            The gallery's view model takes the one piece of logic the book wants out \
            of its controller: loading the photos. Before, the controller bound the \
            import to its own photosArray:
            """)
        page.code(.galleryBinding)
        page.say(
            """
            After, the view model binds it to its photos when it is made, and the \
            controller reads viewModel.photos wherever it read its own. When a photo \
            is chosen, the controller makes the full-size view's view model from \
            those photos and the index, as the book's gallery does in its \
            rac_signalForSelector: subscription:
            """)
        page.code(.galleryViewModel)
        page.code(.galleryAfter)
        page.say(
            """
            Both galleries on the fake photo API, on a virtual clock, shown at once, \
            with the grid drawn once the photos are in; then the second photo is \
            chosen:
            """)
        page.code(.galleryBeforeAndAfter)
        let scheduler = TestScheduler()
        var rows: [[String]] = []
        // snippet.galleryBeforeAndAfter
        for version in ["before", "after"] {
            let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let importer = SignalImporter(fake)
            let context = ScreenContext(scheduler: scheduler)
            let gallery: CollectionViewController =
                version == "before"
                ? PixelsMVC.GalleryController(importer: importer, context: context)
                : GalleryController(
                    viewModel: GalleryViewModel(importer: importer) { print($0) },
                    importer: importer, context: context)
            context.navigator.push(gallery)
            scheduler.run()
            var frame = Frame(columns: 76, rows: 13)
            gallery.draw(into: &frame)  // the grid asks for its cells
            scheduler.run()
            gallery.open(at: 1)
            let title = (context.navigator.top as? PagerController)?.title ?? ""
            // snippet.hide
            rows.append(
                [version, "\(gallery.collectionView.visibleCells.count)"]
                    + [fake.requests.first ?? "", "\(fake.requests.count - 1)", title])
            // snippet.show
        }
        // snippet.end
        page.table(
            ["version", "cells", "first request", "then", "opened on"], rows)
        page.say(
            """
            The same requests, the same grid and the same photo opened: the \
            refactoring changed where the logic lives, not what it does. ("then" \
            counts the requests after the listing: a thumbnail for each photo, and \
            the details of the photo opened.)
            """)
        page.say(
            """
            Loading in the view model's init is open to question, the book admits: \
            it could wait until the view model is active, which "Testing view \
            models" comes back to. And how much logic a view model takes is a \
            choice: the more it takes, the book finds, the lighter the view \
            controllers and the more of the code is cohesive and testable.
            """)
        page.book(
            "FRPGalleryViewModel", "RAC(self, model) = [[… logError] catchTo:[RACSignal empty]]",
            "-rac_signalForSelector:fromProtocol:")
        page.differs(
            """
            the gallery's photos are a property of its own. The book binds \
            RVMViewModel's read-only `model` through key-value coding (RAC(self, \
            model)); here the base class's model is fixed when the view model is \
            made, so the gallery's view model keeps its photos in `photos`.
            """)
    }
}
