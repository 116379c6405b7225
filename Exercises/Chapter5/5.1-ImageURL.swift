import ExerciseSupport
import PixelsExerciseSupport

/// Exercise 5.1 · Pick a photo's image URL by size
/// 练习 5.1 · 按尺寸选出照片的图片 URL
///
/// Each photo in the 500px JSON lists its images, one per size: 3 is the
/// grid's thumbnail, 4 the full-size image. Return the URL of the first
/// image of `size` in `images`, or `nil` if there is none. Do it as the book
/// does, in one chain: keep the images of that size (`filter`), take their
/// URLs (`map`), then the first one (`first`).
///
/// A size is any `Int` (0 and negatives too), and a URL any text, even empty:
/// the first image whose size equals `size` is the one, whatever its URL says.
///
/// Graded: the grader compares your answer with the reference solution on
/// the examples below and a few hundred generated image lists: sizes that
/// repeat, are missing or larger, from `Int.min` to `Int.max`; URLs whose
/// name says another size, empty ones, ones with spaces, emoji or CJK;
/// lists of thousands of images. Any answer that finds the same URL passes;
/// the chain is how the book says it. Lists have up to 3,001 images; URLs have
/// up to 58 characters.
///
/// 任务：500px JSON 里的每张图片都列出了它的各个尺寸，每个尺寸一项：3 是网格里
/// 的缩略图，4 是高清图。返回 `images` 中第一个尺寸为 `size` 的图片的 URL，
/// 没有就返回 `nil`。照书中的做法，用一条链完成：留下那个尺寸的图片（`filter`），
/// 取出它们的 URL（`map`），再取第一个（`first`）。
///
/// 尺寸可以是任何 `Int`（包括 0 和负数），URL 可以是任何文字，甚至是空的：只要
/// 尺寸等于 `size`，第一张就是要找的那张，无论它的 URL 写的是什么。
///
/// 评分：评分器拿下面的例子和几百个随机生成的图片列表去调用你的答案，结果须与参
/// 考答案相同。这些列表里，尺寸有重复的、缺失的、更大的，从 `Int.min` 到
/// `Int.max`；URL 里的名字有写着另一个尺寸的、空的、带空格、emoji 或中日韩文字
/// 的；还有几千张图片的列表。只要找到的 URL 相同就能通过；写成一条链，是书中的
/// 做法。列表最多 3,001 张图片；URL 最长 58 个字符。
///
/// ```swift
/// let images = [
///     ImageEntry(size: 4, url: "/images/1001-4.ppm"),
///     ImageEntry(size: 3, url: "/images/1001-3.ppm"),
///     ImageEntry(size: 3, url: "/images/1001-3-old.ppm"),
/// ]
/// imageURL(ofSize: 3, in: images)   // "/images/1001-3.ppm"
/// imageURL(ofSize: 2, in: images)   // nil
/// ```
///
/// 书中：第 5 章“FunctionalReactivePixels的基础知识：
/// 解析列表”（`+[FRPPhotoImporter urlForImageSize:inArray:]`：
/// 在 `rac_sequence` 上用 `filter:`、`map:` 和 `firstObject`）
/// Book: chapter 5, Reading the listing
/// (`+[FRPPhotoImporter urlForImageSize:inArray:]`: `filter:`, `map:` and
/// `firstObject` on `rac_sequence`)
public func imageURL(ofSize size: Int, in images: [ImageEntry]) -> String? {
    // TODO(5.1): filter the images of this size, map them to their URLs, take the first.
    notAttempted("5.1")
}
