import Pixels
import Reactive

/// A grid cell that is handed a photo and the signal of its thumbnail.
///
/// Book: FRPCell's `-setPhotoModel:`
protocol ThumbnailCell: Sendable {
    /// The thumbnail it shows.
    var image: MutableProperty<Image?> { get }
    /// Shows `photo`, binding the cell's image to `thumbnail`.
    func show(_ photo: Photo, thumbnail: Signal<Image>)
}

/// A grid cell that binds each thumbnail it is given and never lets go: the
/// bug the book fixes. A late thumbnail for its old photo lands on its new one.
///
/// Book: FRPCell before the fix
final class ForgetfulCell: ThumbnailCell {
    /// The thumbnail it shows, the last one to arrive.
    let image = MutableProperty<Image?>(nil)

    // snippet.forgetfulCell
    func show(_ photo: Photo, thumbnail: Signal<Image>) {
        thumbnail.subscribeNext { image in self.image.value = image }
    }
    // snippet.end
}

/// The book's first fix: the cell keeps its binding's disposable and disposes
/// of it when it is reused.
///
/// Book: FRPCell with `@property RACDisposable *subscription`
final class DisposingCell: ThumbnailCell, @unchecked Sendable {
    // Unchecked, like UIKit's cells: used on the main thread only.
    /// The thumbnail it shows.
    let image = MutableProperty<Image?>(nil)
    private var subscription: (any Disposable)?

    // snippet.disposingCell
    func prepareForReuse() {
        subscription?.dispose()
        subscription = nil
    }

    func show(_ photo: Photo, thumbnail: Signal<Image>) {
        prepareForReuse()
        subscription = thumbnail.subscribeNext { self.image.value = $0 }
    }
    // snippet.end
}

/// The articles' fix, as the app's `GalleryCell` has it: each binding lasts
/// until the cell is prepared for reuse, which ends its reuse lifetime.
///
/// Book: `takeUntil:cell.rac_prepareForReuseSignal` (the MVVM and memory articles)
final class ReusingCell: ThumbnailCell, @unchecked Sendable {
    // Unchecked, like UIKit's cells: used on the main thread only.
    /// The thumbnail it shows.
    let image = MutableProperty<Image?>(nil)
    private var reuse = Lifetime.Token()

    // snippet.reusingCell
    func prepareForReuse() {
        reuse = Lifetime.Token()  // the old token goes: its lifetime ends
    }

    func show(_ photo: Photo, thumbnail: Signal<Image>) {
        prepareForReuse()
        thumbnail.take(during: reuse.lifetime)
            .subscribeNext { self.image.value = $0 }
    }
    // snippet.end
}

/// The book's final FRPCell: it observes the thumbnail of whichever photo it
/// holds, so a cell handed another photo simply follows it.
///
/// Book: FRPCell with `RAC(self.imageView, image) = [RACObserve(self,
/// photoModel.thumbnailData) ignore:nil]`
final class ObservingCell: Sendable {
    /// The thumbnail it shows.
    let image = MutableProperty<Image?>(nil)

    // snippet.observingCell
    let photo = MutableProperty<PhotoModel?>(nil)

    init() {
        image
            <~ photo.signal
            .map { photo in photo?.thumbnail.signal ?? Signal.just(nil) }
            .switchToLatest()
            .ignore(nil)
    }
    // snippet.end
}
