import ExerciseSupport
import Pixels
import PixelsExerciseSupport
import Reactive

/// Exercise 5.5 · Bind a cell's image until the cell is reused, with takeUntil
/// 练习 5.5 · 用 takeUntil 绑定单元格的图片，直到单元格被复用
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
/// generated ones (up to 24 photos in turn, cells reused a few ticks
/// after they were configured and configured again at once or later,
/// downloads that send a thumbnail again and again, fail or never end, a
/// cell the grid lets go), the grader compares with the reference solution
/// what the cell shows at each tick, when each download runs and is
/// cancelled, and whether a cell let go is freed.
/// Last it reads the compiled answer for `takeUntil` and `<~`.
///
/// 任务：照片滚过时，画廊的网格会复用它那几个单元格。为一张照片配置 `cell`，这
/// 张照片的缩略图将由 `thumbnail` 发出：这是一次下载，可能要花一会儿，而且发出
/// 第一张之后可能还会发一张更好的。用 `<~` 把每张缩略图绑定到 `cell.image` 上，
/// 直到单元格被复用。`cell.prepareForReuse` 一发送，单元格就属于另一张照片了：
/// 旧照片迟到的缩略图绝不能显示在里面，它的下载也必须当场取消（释放）。和所有用
/// `<~` 建立的绑定一样，单元格被释放时它也会结束。网格可能在复用之后过几刻才再
/// 次配置这个单元格，而不是马上：在这中间，旧缩略图同样不能显示。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（最多 24
/// 张照片轮流出现，单元格在配置后几刻被复用、随即或稍后再被配置，一次又一次发出
/// 缩略图、失败或永不结束的下载，被网格放弃的单元格），与参考答案对比单元格在每
/// 一刻显示什么、每次下载何时运行和取消，以及被放弃的单元格是否被释放。
/// 最后它读编译出来的答案，看有没有用 `takeUntil` 和 `<~`。
///
/// ```
/// configure(cell, thumbnail: a) at 1;  a (cold): -----a|   would arrive at 6
/// cell.reuse() and configure(cell, thumbnail: b) at 4;  b (cold): ----b|
/// cell.image:      n---n---b   n = blank (nil), b = b's thumbnail; a never shows
/// a's download:    -^--!       cancelled at the reuse
/// ```
/// 图中：第 1 刻执行 `configure(cell, thumbnail: a)`，a 是冷信号，
/// 它的缩略图本会在第 6 刻到达；第 4 刻执行 `cell.reuse()` 和
/// `configure(cell, thumbnail: b)`，b 也是冷信号；n = 空白（nil），
/// b = b 的缩略图，a 的缩略图从不显示；a 的下载在复用时被取消。
///
/// 书中：第 5 章“和FunctionalReactivePixels一起实践：
/// 单元格的绑定与复用”（用 `takeUntil: self.rac_prepareForReuseSignal` 结束
/// `RAC(self.imageView, image)` 的绑定）
/// Book: chapter 5, Cell bindings and reuse (`RAC(self.imageView, image) = [… takeUntil:
/// self.rac_prepareForReuseSignal]`)
public func configure(_ cell: GalleryCell, thumbnail: Signal<Image>) {
    // TODO(5.5): bind cell.image to the thumbnail, taken until the cell is reused.
    notAttempted("5.5")
}
