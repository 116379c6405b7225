import Narration
import Pixels
import Reactive

extension Section {
    /// RACObserve and KVO, and MutableProperty in their place: on the object's
    /// own property, on another object's, and along a chain of two.
    static let observingProperties = Section(
        "Observing properties", "FunctionalReactivePixels的基础知识"
    ) { page in
        let print = page.printer
        guard let fixtures = ThumbnailFixtures(page) else { return }
        page.say(
            """
            The book's gallery watches its properties with RACObserve(object, keyPath). \
            Underneath is key-value observing (KVO): the Objective-C runtime notices \
            every call to a property's setter and tells whoever registered. \
            RACObserve turns that into a signal that sends the property's value now, \
            then each new value, and completes when the object goes away. Swift has \
            no KVO for its own types (and Linux has none at all), so a property that \
            others may watch is declared a `MutableProperty`, whose `signal` is what \
            RACObserve gave.
            """)
        page.say(
            """
            The book observes three ways. Its view controller watches its own \
            photosArray, to reload the grid when the photos arrive. Its cell watches \
            another object's property, the photo model's thumbnailData. Here are \
            both, with the book's model reduced to a name and a thumbnail:
            """)
        page.code(.ownAndOther)
        // snippet.ownAndOther
        let size: @Sendable (Image?) -> String = { image in
            image.map { "\($0.width)×\($0.height) thumbnail" } ?? "nothing"
        }
        let photos = MutableProperty<[PhotoModel]>([])  // the controller's own
        photos.signal.subscribeNext { print("reload the grid:", $0.count) }
        let first = PhotoModel(fixtures.photos[0])
        let second = PhotoModel(fixtures.photos[1])
        photos.value = [first, second]
        first.thumbnail.signal.subscribeNext { print(first.name, "has", size($0)) }
        first.thumbnail.value = fixtures.thumbnail(of: fixtures.photos[0])
        // snippet.end
        page.say(
            """
            The third way follows a chain. The book's reusable cell observes \
            RACObserve(self, photoModel.thumbnailData): the thumbnail of whichever \
            photo the cell holds now. When the cell is handed another photo, KVO \
            stops watching the old photo and starts on the new one. With \
            MutableProperty the chain is spelled out: map each photo to its \
            thumbnail's signal, and keep only the latest with `switchToLatest`:
            """)
        page.code(.chainedKeyPath)
        // snippet.chainedKeyPath
        let cellPhoto = MutableProperty<PhotoModel?>(nil)
        let shown = cellPhoto.signal
            .map { photo in photo?.thumbnail.signal ?? Signal.just(nil) }
            .switchToLatest()
        shown.subscribeNext { print("the cell shows", size($0)) }
        cellPhoto.value = first
        cellPhoto.value = second
        first.thumbnail.value = nil  // the old photo changes: not shown
        second.thumbnail.value = fixtures.thumbnail(of: fixtures.photos[1])
        // snippet.end
        page.say(
            """
            The cell followed its photo: the first photo's change came after the \
            cell had moved on, and `switchToLatest` had already let go of it. \
            One of the cells in "Cell bindings and reuse", later in this chapter, is \
            built on this chain.
            """)
        page.book(
            "RACObserve(self, photosArray)", "RACObserve(photoModel, thumbnailData)",
            "RACObserve(self, photoModel.thumbnailData)")
        page.differs(
            """
            `MutableProperty` in place of KVO. A property is observable only if its \
            type says so, where KVO could watch any property of any NSObject, \
            declared without a thought for observers. In return the compiler checks \
            the property and its type, and there is no key path string to misspell.
            """)
    }
}
