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
    // 中文：image 属性保存的是可选值（空白的单元格是 nil），所以每张缩略图都包
    // 成可选值。takeUntil(prepareForReuse) 在单元格被重用时完成绑定，释放它对缩
    // 略图的订阅会取消仍在进行的下载。所以绑定会自己结束，不需要在单元格里留一
    // 个 disposable，再在 prepareForReuse 里手动释放：书中的第一版就是那样做
    // 的。
    //
    // <~ 弱引用这个属性，并在它被释放时结束绑定，所以离开的单元格会带走它的下
    // 载。如果用 subscribeNext 设置 cell.image，就会捕获这个单元格，让它一直活
    // 着。
    cell.image <~ thumbnail.map { image -> Image? in image }.takeUntil(cell.prepareForReuse)
}
