import Pixels
import Reactive

/// A grid cell that binds each thumbnail it is given and never lets go: the
/// bug the book fixes. A late thumbnail for its old photo lands on its new one.
///
/// Book: FRPCell before the fix
final class ForgetfulCell: Sendable {
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
final class DisposingCell: @unchecked Sendable {
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

/// The book's second fix, as the app's `GalleryCell` has it: each binding
/// lasts until the cell is prepared for reuse, which ends its reuse lifetime.
///
/// Book: FRPCell with `takeUntil:self.rac_prepareForReuseSignal`
final class ReusingCell: @unchecked Sendable {
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
