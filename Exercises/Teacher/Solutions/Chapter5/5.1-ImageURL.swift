import PixelsExerciseSupport

/// Exercise 5.1 · Pick a photo's image URL by size: the reference solution.
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter urlForImageSize:inArray:]`:
/// `filter:`, `map:` and `firstObject` on `rac_sequence`)
public func imageURL(ofSize size: Int, in images: [ImageEntry]) -> String? {
    // Read the chain as a sentence: of the images, those of this size, their
    // URLs, the first. `first` is an optional: nil when nothing is left after
    // the filter, which is how "no image of that size" reaches the caller.
    // (`images.first { $0.size == size }?.url` says the same in one step; the
    // book spells out the three steps, and so does this answer.)
    // 中文：把这条链当作一句话来读：这些图片中，这个尺寸的那些，它们的 URL，第
    // 一个。`first` 是可选值：过滤后什么都不剩时为 nil，“没有这个尺寸的图片”就
    // 是这样传给调用方的。（`images.first { $0.size == size }?.url` 一步就说了
    // 同样的事；书中把三步都写了出来，这个答案也是。）
    images
        .filter { $0.size == size }
        .map(\.url)
        .first
}
