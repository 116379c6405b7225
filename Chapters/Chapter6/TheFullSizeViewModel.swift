import Narration
import PixelsMVC
import PixelsTerminal
import PixelsTesting
import Reactive

extension Section {
    /// ReactiveViewModel, and the full-size view's logic moved into its view
    /// model: before and after, both run.
    static let theFullSizeViewModel = Section(
        "The full-size view model", "MVVM的具体实践"
    ) { page in
        let print = page.printer
        page.say(
            """
            The refactoring itself starts with a library: ReactiveViewModel, \
            version 0.1.1, whose RVMViewModel is the base class of the book's view \
            models. Here it is ViewModel, in the reactive library: it keeps a model \
            (given to init(model:)) and has an active flag, which the photo page \
            will need. The book starts with the full-size view, because it has the \
            least logic. Before, in Chapter 5, its controller kept the photos and \
            worked out each page and title itself:
            """)
        page.code(.fullSizeController)
        page.say(
            """
            After, the controller keeps a view model, and asks it. The view model's \
            model is the array of photos; it remembers the index the pager opened \
            at, and answers the photo at any index (nil out of bounds) and the first \
            photo's name:
            """)
        page.code(.fullSizeViewModel)
        page.code(.fullSizeAfter)
        page.say(
            """
            These getters are trivial logic that could have stayed in the \
            controller, the book grants; but nothing is written twice, and each can \
            be tested on its own, as "Testing view models" does. Both versions, on \
            the fake photo API, opened at the second photo, then paged on twice and \
            back once, with the same delegate proxy listening to each:
            """)
        page.code(.fullSizeBeforeAndAfter)
        let scheduler = TestScheduler()
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        // snippet.fullSizeBeforeAndAfter
        let importer = SignalImporter(fake)
        let context = ScreenContext(scheduler: scheduler)
        let photos = PhotoLibrary.shared.photos.map(PhotoModel.init)
        let before = PixelsMVC.FullSizeController(
            photoModels: photos, currentPhotoIndex: 1, importer: importer,
            context: context)
        let viewModel = FullSizePhotoViewModel(
            photoArray: photos, initialPhotoIndex: 1)
        let after = FullSizeController(
            viewModel: viewModel, importer: importer, context: context)
        let delegates = [FullSizeDelegateProxy(), FullSizeDelegateProxy()]
        before.delegate = delegates[0]
        after.delegate = delegates[1]
        for (name, delegate) in zip(["before", "after"], delegates) {
            delegate.didScroll.subscribeNext { print(name, "scrolled to", $0.1) }
        }
        var titles = [["opened", before.title, after.title]]
        for turn in [1, 1, -1] {
            before.turnPage(by: turn)
            after.turnPage(by: turn)
            titles.append([turn > 0 ? "→" : "←", before.title, after.title])
        }
        // snippet.end
        page.table(["step", "before: title", "after: title"], titles)
        let same = titles.allSatisfy { $0[1] == $0[2] }
        page.say(
            """
            The two showed \(same ? "the same titles at every step" : "different titles"), \
            and told their delegates the same indexes. The gallery, which makes the \
            full-size view, now makes its view model too, from the photos and the \
            index chosen, in its collection view proxy's subscription; the next \
            section shows it.
            """)
        page.book(
            "ReactiveViewModel 0.1.1", "RVMViewModel", "-[RVMViewModel initWithModel:]",
            "FRPFullSizePhotoViewModel", "-initWithPhotoArray:initialPhotoIndex:",
            "-photoModelAtIndex:", "initialPhotoName")
        page.differs(
            """
            the model is read through a typed property. The book redeclares \
            RVMViewModel's `id model` as `NSArray *model`; Swift cannot narrow a \
            stored property in a subclass, so the view model hands the photos to \
            `ViewModel(model:)` and reads them back as `photoArray`.
            """)
    }
}
