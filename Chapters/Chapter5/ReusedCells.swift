import Pixels
import Reactive

/// A grid cell that binds each thumbnail it is given and never lets go: the
/// bug the book fixes. A late thumbnail for its old photo lands on its new one.
///
/// Book: FRPCell before the fix
final class ForgetfulCell: Sendable {
    /// The thumbnail it shows, the last one to arrive.
    let image = MutableProperty<Image?>(nil)
    /// How many thumbnails have arrived, for any photo.
    let arrivals = MutableProperty(0)

    /// Shows `photo`'s thumbnail when it arrives.
    func show(_ photo: Photo, thumbnail: Signal<Image>) {
        thumbnail.subscribeNext { [image, arrivals] picture in
            image.value = picture
            arrivals.value += 1
        }
    }
}

/// The book's first fix: the cell keeps its binding's disposable and disposes
/// of it when it is reused.
///
/// Book: FRPCell with `@property RACDisposable *subscription`
final class DisposingCell: Sendable {
    /// The thumbnail it shows.
    let image = MutableProperty<Image?>(nil)
    private let subscription = Locked<(any Disposable)?>(nil)

    /// Ends the binding to the old photo's thumbnail. Book: `-prepareForReuse`
    func prepareForReuse() {
        let old = subscription.withLock { current in
            defer { current = nil }
            return current
        }
        old?.dispose()
        image.value = nil
    }

    /// Shows `photo`'s thumbnail when it arrives, until the cell is reused.
    func show(_ photo: Photo, thumbnail: Signal<Image>) {
        prepareForReuse()
        let binding = thumbnail.subscribeNext { [image] picture in
            image.value = picture
        }
        subscription.withLock { $0 = binding }
    }
}
