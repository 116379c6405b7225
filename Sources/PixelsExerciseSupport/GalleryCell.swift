import Pixels
import Reactive

/// One cell of the gallery's grid: the image it shows, and a signal that
/// sends when the grid takes the cell back to show another photo.
///
/// The grid has only a few cells and reuses them as the photos scroll by: it
/// calls `reuse()`, which sends on `prepareForReuse` and clears the image,
/// then configures the cell for its new photo.
///
/// ```swift
/// let cell = GalleryCell()
/// cell.prepareForReuse.subscribeNext { print("reused") }
/// cell.reuse()   // prints reused
/// ```
///
/// Book: FRPCell, with its `imageView` and `rac_prepareForReuseSignal`
public final class GalleryCell: Sendable {
    /// What the cell shows: `nil` (blank) until a thumbnail is set.
    /// Book: `self.imageView.image`
    public let image = MutableProperty<Image?>(nil)

    private let reuses = Subject<Void>()

    /// A blank cell.
    public init() {}

    /// Sends each time the grid reuses the cell, before the cell is cleared.
    ///
    /// Book: `-[UICollectionReusableView rac_prepareForReuseSignal]`
    public var prepareForReuse: Signal<Void> {
        reuses.signal
    }

    /// What the grid calls before it shows another photo in this cell: sends
    /// on `prepareForReuse`, then clears the image.
    ///
    /// Book: `-[UICollectionViewCell prepareForReuse]`
    public func reuse() {
        reuses.sendNext(())
        image.value = nil
    }
}
