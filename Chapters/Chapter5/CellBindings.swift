import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// A reused cell and a late thumbnail: no ending, a kept disposable, the
    /// book's observed key path, and the articles' takeUntil.
    static let cellBindings = Section(
        "Cell bindings and reuse", "和FunctionalReactivePixels一起实践"
    ) { page in
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            """
            A collection view reuses its cells: when the grid scrolls, the cell that \
            showed one photo is handed another. If the cell is still bound to the old \
            photo's thumbnail, and that download is slow, the old picture arrives \
            after the new one and replaces it. On a virtual clock, the first photo's \
            thumbnail takes 3 ticks to download and the second's 1; each cell is \
            handed the first photo at tick 0 and, as the grid scrolls, the second at \
            tick 1:
            """)
        page.code(.scroll)
        page.say("First, a cell that binds each thumbnail and never lets go:")
        page.code(.forgetfulCell)
        page.say(
            """
            The book's first fix keeps the binding's disposable in the cell and \
            disposes of it in `prepareForReuse`, which the grid calls before it hands \
            the cell another photo:
            """)
        page.code(.disposingCell)
        page.say(
            """
            Then the book removes the disposable altogether. Its cell gets a \
            photoModel property and observes its own key path, \
            photoModel.thumbnailData, ignoring nil: the chain of "Observing \
            properties". The cell holds no subscription to end; handed another \
            photo, the observation moves to it. The importer, as in the book, \
            downloads each photo's thumbnail into its model:
            """)
        page.code(.observingCell)
        page.code(.observingScroll)
        page.say(
            """
            The book's chapter summary remembers it differently: it says the cell's \
            subscription was ended with takeUntil:, which the code it shows never \
            does. takeUntil: with rac_prepareForReuseSignal is the recipe of the \
            MVVM and memory-management articles; the app's GalleryCell uses it, with \
            a lifetime that ends each time the cell is prepared for reuse:
            """)
        page.code(.reusingCell)
        let runs = [
            CellRun("no ending", ForgetfulCell(), fixtures),
            CellRun("dispose", DisposingCell(), fixtures),
            CellRun(observing: fixtures),
            CellRun("takeUntil", ReusingCell(), fixtures),
        ].compactMap { $0 }
        guard runs.count == 4 else {
            page.output("the fixtures hold no thumbnails for the first two photos")
            return
        }
        page.say(
            """
            Each cell now has the second photo's caption. Here is what each one \
            shows at the end, then each run tick by tick (1 and 2 are the photos' \
            thumbnails, n is none; a download runs from ^ to !):
            """)
        page.picture(CellRun.picture(Array(runs.prefix(2))))
        page.picture(CellRun.picture(Array(runs.suffix(2))))
        page.marbles(runs.flatMap(\.marbles))
        for run in runs { page.output(run.summary) }
        page.say(
            """
            Without an ending, the first photo's thumbnail arrived last and took the \
            second's place. The three fixes all show the right picture. Disposing \
            and takeUntil end the old binding, which cancels the old download: with \
            a real server the request is dropped. The observing cell lets the old \
            download finish, because the download belongs to the photo model, and \
            the photo is still in the gallery; it simply no longer looks at it.
            """)
        page.book(
            "-prepareForReuse", "RACDisposable", "RACObserve(self, photoModel.thumbnailData)",
            "-ignore:", "-takeUntil: (the summary)", "-rac_prepareForReuseSignal (articles)")
    }
}
