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
}
