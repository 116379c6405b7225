import Narration
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The first gallery: RACObserve(self, photosArray) as a MutableProperty, and the data source.
    static let theGallery = Section("The gallery", "FunctionalReactivePixels的基础知识") { page in
        let print = page.printer
        page.say(
            """
            The gallery is a collection view controller. It keeps the photos in a \
            property of its own, photosArray, and the book observes that property \
            with RACObserve(self, photosArray): a signal that sends the value now, \
            then every new value, and completes when the controller goes away. Each \
            value reloads the grid. Loading the photos is then only a subscription \
            that sets the property, and logs an error if the import fails:
            """)
        page.code(.firstGallery)
        page.say(
            """
            RACObserve works by key-value observing: the Objective-C runtime notices \
            each call of a property's setter and tells the observers. Swift has no \
            KVO for its own types, and Linux has none at all, so a property that \
            others may watch is declared a MutableProperty, and its signal is what \
            RACObserve gave. The closure captures self weakly, as the book's \
            @weakify and @strongify do: the controller owns the subscription, and a \
            strong capture would keep the controller alive for ever (Chapter 4, \
            "Retain cycles").
            """)
        page.say(
            """
            The grid asks its data source how many photos there are and for a cell \
            for each one on show; the cell is told its photo and binds itself to it \
            (the next section). That protocol is why the controller must keep the \
            photos as state at all: the collection view asks for them whenever it \
            likes.
            """)
        page.code(.firstDataSource)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            """
            The gallery in a window 76 columns wide and 13 rows high, on the book's \
            first importer, once every cell on show has its thumbnail:
            """)
        page.code(.firstGalleryWindow)
        // snippet.firstGalleryWindow
        let size = TerminalSize(columns: 76, rows: 13)
        let window = AppWindow(size: size, scheduler: MainScheduler.shared) {
            context in
            FirstGalleryController(
                importer: run.subjectImporter, context: context, log: { print($0) }
            )
        }
        // snippet.end
        runMainLoop { window.isSettled }
        page.picture(window.render().lines(in: .ascii))
        let gallery = window.navigator.top as? FirstGalleryController
        let cells = gallery?.collectionView.visibleCells.count ?? 0
        page.say(
            """
            Without colour the thumbnails are ASCII shading; on a colour terminal the \
            app draws them in half blocks, two pixels to a character. The grid made \
            \(cells) cells, one for each photo on show, out of the \
            \(gallery?.photosArray.value.count ?? 0) photos.
            """)
        window.quit()
        page.book(
            "FRPGalleryViewController", "RACObserve(self, photosArray)", "@weakify, @strongify",
            "-subscribeNext:error:", "UICollectionViewDataSource")
        page.differs(
            """
            `MutableProperty` in place of KVO. A property is observable only if its \
            type says so, where KVO could watch any property of any NSObject, \
            declared without a thought for observers. In return the compiler checks \
            the property and its type, and there is no key path string to misspell.
            """)
    }
}
