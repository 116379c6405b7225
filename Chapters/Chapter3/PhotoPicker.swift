import Reactive

/// What a photo picker tells its delegate.
///
/// Book: a UIKit delegate protocol, such as `UIImagePickerControllerDelegate`
protocol PhotoPickerDelegate: AnyObject, Sendable {
    /// The user picked `photo`.
    func photoPicker(_ picker: PhotoPicker, didPick photo: String)
    /// The user closed the picker without picking.
    func photoPickerDidCancel(_ picker: PhotoPicker)
}

/// A photo picker in the UIKit style: it reports to a weakly held delegate.
/// A script picks and cancels on a test scheduler.
///
/// Book: `UIImagePickerController`
final class PhotoPicker: Sendable {
    private struct WeakDelegate {
        weak var delegate: (any PhotoPickerDelegate)?
    }

    private let current = Locked(WeakDelegate())
    /// The proxy that turns callbacks into signals, made on first use (see PhotoPicker+Signals).
    let proxy = Locked<PhotoPickerProxy?>(nil)

    /// Who hears about picks and cancellations; held weakly, as UIKit does.
    var delegate: (any PhotoPickerDelegate)? {
        get { current.withLock { $0.delegate } }
        set { current.withLock { $0.delegate = newValue } }
    }

    /// Picks `photo` at `tick`, if the picker still exists then.
    func pick(_ photo: String, at tick: Int, on scheduler: TestScheduler) {
        scheduler.schedule(at: tick) { [weak self] in
            guard let self else { return }
            delegate?.photoPicker(self, didPick: photo)
        }
    }

    /// Cancels at `tick`, if the picker still exists then.
    func cancel(at tick: Int, on scheduler: TestScheduler) {
        scheduler.schedule(at: tick) { [weak self] in
            guard let self else { return }
            delegate?.photoPickerDidCancel(self)
        }
    }
}
