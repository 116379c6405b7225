import ExerciseSupport
import Pixels
import PixelsExerciseSupport
import Reactive

/// Exercise 5.5 · Bind a cell's image until the cell is reused, with takeUntil
///
/// The gallery's grid reuses its few cells as the photos scroll by. Configure
/// `cell` for a photo whose thumbnail `thumbnail` will send: a download,
/// which may take a while, and may send a better thumbnail after the first.
/// Bind every thumbnail into `cell.image` with `<~`, until the cell is reused. When `cell.prepareForReuse` sends, the cell
/// belongs to another photo: a late thumbnail of the old one must never show
/// in it, and its download must be cancelled (disposed) right then. Like any
/// binding made with `<~`, it also ends if the cell is freed. The grid may
/// configure the cell again some ticks after the reuse, not at once: the
/// old thumbnail must not show in between either.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (up to eight photos in turn, cells reused a few ticks
/// after they were configured and configured again at once or later,
/// downloads that send a thumbnail again and again, fail or never end, a
/// cell the grid lets go), the grader compares with the reference solution
/// what the cell shows at each tick, when each download runs and is
/// cancelled, and whether a cell let go is freed.
///
/// ```
/// configure(cell, thumbnail: a) at 1;  a (cold): -----a|   would arrive at 6
/// cell.reuse() and configure(cell, thumbnail: b) at 4;  b (cold): ----b|
/// cell.image:      n---n---b   n = blank (nil), b = b's thumbnail; a never shows
/// a's download:    -^--!       cancelled at the reuse
/// ```
///
/// Book: chapter 5, Cell bindings and reuse (`RAC(self.imageView, image) = [… takeUntil:
/// self.rac_prepareForReuseSignal]`)
public func configure(_ cell: GalleryCell, thumbnail: Signal<Image>) {
    // TODO(5.5): bind cell.image to the thumbnail, taken until the cell is reused.
    notAttempted("5.5")
}
