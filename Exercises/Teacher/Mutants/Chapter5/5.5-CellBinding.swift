import Pixels
import PixelsExerciseSupport
import Reactive

/// Wrong answers to exercise 5.5 that its grader must catch.
public enum Mutants5_5 {
    /// Binds without ending at the reuse: a late thumbnail lands in the reused cell.
    public static func neverLetsGo(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        cell.image <~ thumbnail.map { image -> Image? in image }
    }

    /// Hides a late thumbnail with a flag, but lets its download run on.
    public static func hidesLateThumbnails(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        let reused = Locked(false)
        cell.prepareForReuse.take(1).subscribeNext { reused.withLock { $0 = true } }
        cell.image
            <~ thumbnail.filter { _ in !reused.withLock { $0 } }.map { image -> Image? in image }
    }

    /// Ends at the reuse, but sets the image from a subscription that keeps the cell alive.
    public static func keepsTheCellAlive(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        thumbnail.takeUntil(cell.prepareForReuse).subscribeNext { image in
            cell.image.value = image
        }
    }

    /// Keeps each cell's binding and cancels it only when the cell is
    /// configured again: between the reuse and the next configure, the old
    /// photo's thumbnail can still land in the reused cell.
    public static func cancelsAtTheNextConfigure(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        let key = ObjectIdentifier(cell)
        let old = bindings.withLock { $0.removeValue(forKey: key) }
        old?.dispose()
        let binding = cell.image <~ thumbnail.map { image -> Image? in image }
        bindings.withLock { $0[key] = binding }
    }

    /// Ends at the reuse and holds the cell weakly, but sets the image from a
    /// subscription of its own: when the grid lets the cell go, the download
    /// runs on, since nothing ends the subscription with the cell.
    public static func holdsTheCellWeakly(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        thumbnail.takeUntil(cell.prepareForReuse).subscribeNext { [weak cell] image in
            cell?.image.value = image
        }
    }

    /// Binds only the download's first thumbnail: a better one that follows
    /// while the cell still shows the photo never appears.
    public static func takesTheFirstThumbnail(_ cell: GalleryCell, thumbnail: Signal<Image>) {
        cell.image
            <~ thumbnail.take(1).map { image -> Image? in image }.takeUntil(cell.prepareForReuse)
    }

    /// The binding of each cell, for `cancelsAtTheNextConfigure`.
    private static let bindings = Locked<[ObjectIdentifier: any Disposable]>([:])
}
