import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The cell without its disposable: it observes its own key path,
    /// photoModel.thumbnailData; the summary's takeUntil, and the articles'.
    static let cellBindings = Section(
        "Cell bindings and reuse", "和FunctionalReactivePixels一起实践"
    ) { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            """
            The book then looks again at its cell and finds two signs that \
            ReactiveCocoa could do more: the cell keeps state, its subscription, and \
            it manages a disposable's life by hand. Calling dispose yourself, the \
            book says, is a good hint that there is a more reactive way. Its cell \
            gets a photoModel property instead, and binds its image view once, in \
            init, to its own key path photoModel.thumbnailData, ignoring nil:
            """)
        page.code(.finalCell)
        page.say(
            """
            The key path starts at the cell: RACObserve(self, \
            photoModel.thumbnailData) hears a change of either the cell's photo or \
            that photo's thumbnail, where RACObserve(photoModel, thumbnailData) \
            would watch one photo for ever. With MutableProperty the chain is \
            spelled out: map each photo to its thumbnail's signal, and keep only the \
            latest with switchToLatest, which lets go of the photo before:
            """)
        let models = fixtures.photos.prefix(2).map(PhotoModel.init)
        guard models.count == 2, let thumbnail = fixtures.thumbnail(of: fixtures.photos[1])
        else { return page.output("the fixtures hold fewer than two photos") }
        page.code(.followsItsPhoto)
        // snippet.followsItsPhoto
        let cell = Cell()
        cell.imageView.images.subscribeNext { image in
            print("the cell shows", image == nil ? "nothing" : "a thumbnail")
        }
        cell.photoModel.value = models[0]
        cell.photoModel.value = models[1]  // reused: handed the second photo
        models[0].thumbnailData.value = thumbnail  // not its photo any more
        models[1].thumbnailData.value = thumbnail
        // snippet.end
        page.say(
            """
            Nothing is left to end when the cell is reused, so prepareForReuse goes. \
            The book's chapter summary remembers this differently: it says the cell's \
            subscription ended with takeUntil:, which the code it shows never does. \
            takeUntil: with rac_prepareForReuseSignal is the recipe of the MVVM and \
            memory-management articles, and the app of Chapter 6 uses it; here it \
            is, with a lifetime that ends each time the cell is prepared for reuse:
            """)
        page.code(.reusingCell)
        page.say(
            """
            Four cells go through the same scroll, on a virtual clock. The importer \
            has started both thumbnails at tick 0, the first photo's taking 3 ticks \
            and the second's 2; each cell is given the first photo at tick 0, and at \
            tick 1 the grid reuses it for the second:
            """)
        page.code(.scroll)
        let first: @Sendable (CollectionViewCell, PhotoModel) -> Void = { cell, model in
            (cell as? FirstCell)?.setPhotoModel(model)
        }
        let runs = [
            CellRun("no ending", ForgetfulCell(), fixtures, give: first),
            CellRun("dispose", FirstCell(), fixtures, give: first),
            CellRun("key path", Cell(), fixtures) { ($0 as? Cell)?.photoModel.value = $1 },
            CellRun("takeUntil", ReusingCell(), fixtures) {
                ($0 as? ReusingCell)?.setPhotoModel($1)
            },
        ].compactMap { $0 }
        guard runs.count == 4 else {
            return page.output("the fixtures hold no thumbnails for the first two photos")
        }
        page.say(
            """
            What each cell shows at the end, under the name of the photo it was given \
            last; then each run tick by tick (1 and 2 are the photos' thumbnails, n \
            is none; a download runs from ^ to !):
            """)
        page.picture(CellRun.picture(Array(runs.prefix(2))))
        page.picture(CellRun.picture(Array(runs.suffix(2))))
        page.marbles(runs[0].downloadMarbles + runs.map(\.marble), ticks: true)
        for run in runs { page.output(run.summary) }
        page.say(
            """
            Without an ending, the first photo's thumbnail arrived last and took the \
            second's place. The other three show the right picture. None of them \
            cancels a download: the downloads belong to the photo models, which the \
            gallery still holds, and a cell only stops looking.
            """)
        page.book(
            "RACObserve(self, photoModel.thumbnailData)", "-ignore:", "RAC(self.imageView, image)",
            "-takeUntil: (the summary)", "-rac_prepareForReuseSignal (articles)")
    }
}
