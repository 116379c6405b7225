import Pixels
import PixelsExerciseSupport
import Reactive

/// Exercise 5.5 · Bind a cell's image until the cell is reused, with takeUntil:
/// the reference solution.
///
/// Book: chapter 5, Cell bindings and reuse (`RAC(self.imageView, image) = [… takeUntil:
/// self.rac_prepareForReuseSignal]`)
public func configure(_ cell: GalleryCell, thumbnail: Signal<Image>) {
    // The image property holds an optional (a blank cell is nil), so each
    // thumbnail is wrapped in one. takeUntil(prepareForReuse) completes the
    // binding when the cell is reused, and disposing its subscription to the
    // thumbnail cancels a download still running. So the binding ends by
    // itself, and there is no disposable to keep in the cell and dispose in
    // prepareForReuse by hand: the book's first version did that.
    //
    // <~ holds the property weakly and ends the binding when it is freed,
    // so a cell that goes away takes its download with it. A subscribeNext
    // that set cell.image would capture the cell and keep it alive.
    cell.image <~ thumbnail.map { image -> Image? in image }.takeUntil(cell.prepareForReuse)
}
