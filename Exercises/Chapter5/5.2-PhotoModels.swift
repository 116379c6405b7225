import ExerciseSupport
import Foundation
import Pixels
import PixelsExerciseSupport

/// Exercise 5.2 · Turn the listing's JSON into photo models
/// 练习 5.2 · 把列表的 JSON 变成数据模型
///
/// The importer has decoded the listing into `PhotoEntry` values, shaped
/// like the 500px JSON. Make the app's `Photo` models from them, in the
/// listing's order: each keeps its `id`, `name` and `rating`, its
/// `photographer` is the user's full name, and its `thumbnailURL` is the URL
/// of its first image of size 3, resolved against `baseURL` (the JSON's URLs
/// may be relative, such as `/images/1001-3.ppm`; use
/// `URL(string: url, relativeTo: baseURL)?.absoluteURL`). A photo without a
/// size-3 image cannot be shown in the grid: leave it out, and likewise one
/// whose size-3 URL does not parse (that expression gives `nil`, as it does
/// for `""`). Keep every other field as the JSON gives it, whatever it holds.
///
/// Graded: the grader compares your photos with the reference solution's,
/// for the app's own listing and a few hundred generated ones: API addresses
/// with a path (`http://127.0.0.1:8080/api/`), relative, absolute and
/// scheme-relative image URLs (`//cdn.example.com/…`), URLs that do not
/// parse, photos with no thumbnail or two; every value a field can hold:
/// ids from `Int.min` to `Int.max`, empty and very long names, ratings such
/// as 97.256, of 100 and more, negative or -0.0; listings of hundreds.
///
/// 任务：导入器已经把列表解码成 `PhotoEntry` 值，它们的形状和 500px 的 JSON 一
/// 样。请按列表的顺序，用它们做出应用的 `Photo` 模型：每个保留它的 `id`、`name`
/// 和 `rating`，`photographer` 是用户的全名，`thumbnailURL` 是它第一张尺寸为 3
/// 的图片的 URL，相对于 `baseURL` 解析（JSON 里的 URL 可能是相对的，例如
/// `/images/1001-3.ppm`；用
/// `URL(string: url, relativeTo: baseURL)?.absoluteURL`）。没有尺寸 3 图片的照
/// 片无法在网格里显示：把它去掉；尺寸 3 的 URL 解析不了的照片也一样（那个表达式
/// 会得到 `nil`，`""` 也是如此）。其余每个字段都照 JSON 给的原样保留，不论里面
/// 是什么。
///
/// 评分：评分器拿应用自己的列表和几百个随机生成的列表去运行你的答案，得到的照片
/// 须与参考答案相同。这些列表里有：带路径的 API 地址
/// （`http://127.0.0.1:8080/api/`），相对的、绝对的和省略协议的图片 URL
/// （`//cdn.example.com/…`），解析不了的 URL，没有缩略图或有两张缩略图的照片；
/// 每个字段的各种取值：从 `Int.min` 到 `Int.max` 的 id，空的和很长的名字，
/// 97.256、100 及以上、负数、-0.0 这样的评分；还有几百张照片的列表。
///
/// ```swift
/// let base = URL(string: "http://127.0.0.1:8080")!
/// let photos = photos(from: listing, relativeTo: base)
/// photos[0].name                        // "Astronaut Eileen Collins"
/// photos[0].photographer                // "NASA"
/// photos[0].thumbnailURL.absoluteString // "http://127.0.0.1:8080/images/1001-3.ppm"
/// ```
///
/// 书中：第 5 章“FunctionalReactivePixels的基础知识：
/// 解析列表”（`+[FRPPhotoImporter importPhotos]` 用
/// `+configurePhotoModel:withDictionary:` 映射每个字典）
/// Book: chapter 5, Reading the listing (`+[FRPPhotoImporter importPhotos]`
/// mapping each dictionary with `+configurePhotoModel:withDictionary:`)
public func photos(from listing: ListingEntry, relativeTo baseURL: URL) -> [Photo] {
    // TODO(5.2): make a Photo of each entry that has a thumbnail, in order.
    notAttempted("5.2")
}
