import PixelsMVC
import Reactive

/// The articles' way to a reused cell: each binding lasts until the cell is
/// prepared for reuse, which ends the cell's reuse lifetime.
///
/// ```swift
/// let cell = ReusingCell()
/// cell.setPhotoModel(first)
/// cell.prepareForReuse()   // the binding to `first` ends here
/// ```
///
/// Book: `takeUntil:cell.rac_prepareForReuseSignal` (the MVVM and memory-management articles)
final class ReusingCell: CollectionViewCell, @unchecked Sendable {
    // Unchecked, like UIKit's cells: used on the main thread only.
    private var name = ""

    // snippet.reusingCell
    private var reuse = Lifetime.Token()

    override func prepareForReuse() {
        reuse = Lifetime.Token()  // the old token goes: its lifetime ends
    }

    func setPhotoModel(_ photoModel: PhotoModel) {
        // snippet.hide
        name = photoModel.photoName
        // snippet.show
        BindingTarget(imageView, \.image, lifetime: imageView.lifetime)
            <~ photoModel.thumbnailData.signal.ignore(nil)
            .take(during: reuse.lifetime)
    }
    // snippet.end

    /// The name of the photo it was last given.
    override var caption: String { name }
}
