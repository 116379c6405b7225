import PixelsMVC
import Reactive

/// The gallery's cell as the book first writes it: it binds its image view
/// to each photo's thumbnail by key path, keeps the binding's disposable,
/// and disposes of it when it is reused.
///
/// The disposable is held strongly: the book warns that a weak one fails at
/// run time. The binding also ends by itself when the image view goes away,
/// as `setKeyPath:onObject:` ends with its object.
///
/// ```swift
/// let cell = FirstCell()
/// cell.setPhotoModel(first)
/// cell.prepareForReuse()           // the binding to `first` ends
/// cell.setPhotoModel(second)
/// ```
///
/// Book: FRPCell, with `@property (nonatomic, strong) RACDisposable *subscription`
class FirstCell: CollectionViewCell, @unchecked Sendable {
    // Unchecked, like UIKit's cells: used on the main thread only.
    private var name = ""

    // snippet.firstCell
    private var subscription: (any Disposable)?

    func setPhotoModel(_ photoModel: PhotoModel) {
        // snippet.hide
        name = photoModel.photoName
        // snippet.show
        subscription = photoModel.thumbnailData.signal
            .filter { $0 != nil }
            .setKeyPath(\.image, onObject: imageView)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        subscription?.dispose()
        subscription = nil
    }
    // snippet.end

    /// The name of the photo it was last given.
    override var caption: String { name }
}

/// The first cell without its `prepareForReuse()`: a reused cell stays bound
/// to every photo it was ever given, and the last thumbnail to arrive wins.
///
/// Book: FRPCell without `-prepareForReuse`, the bug the book's override fixes
final class ForgetfulCell: FirstCell, @unchecked Sendable {
    // snippet.forgetfulCell
    override func prepareForReuse() {}  // the old binding is left running
    // snippet.end
}
