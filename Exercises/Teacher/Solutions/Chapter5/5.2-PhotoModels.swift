import Foundation
import Pixels
import PixelsExerciseSupport

/// Exercise 5.2 · Turn the listing's JSON into photo models: the reference solution.
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter importPhotos]` mapping each
/// dictionary with `+configurePhotoModel:withDictionary:`)
public func photos(from listing: ListingEntry, relativeTo baseURL: URL) -> [Photo] {
    // compactMap is map and filter in one: the closure returns a Photo for
    // an entry we can show and nil for one we cannot, and the nils are
    // dropped. The order of the listing is kept.
    // 中文：compactMap 是合在一起的 map 和 filter：能显示的条目，闭包返回一个
    // Photo；不能显示的，返回 nil，nil 都被丢掉。列表的顺序保持不变。
    listing.photos.compactMap { entry in
        // The thumbnail is the first image of size 3 (exercise 5.1's chain).
        // `URL(string:relativeTo:)` resolves "/images/1001-3.ppm" against the
        // API's address; `absoluteURL` makes that one plain, absolute URL,
        // and leaves a URL that was already absolute as it was.
        // 中文：缩略图是尺寸为 3 的第一张图片（即练习 5.1 的那条链）。
        // `URL(string:relativeTo:)` 相对 API 的地址解析“/images/1001-3.ppm”；
        // `absoluteURL` 把它变成一个普通的绝对 URL，本来就是绝对的 URL 则保持原
        // 样。
        guard
            let text = entry.images.filter({ $0.size == 3 }).map(\.url).first,
            let thumbnail = URL(string: text, relativeTo: baseURL)?.absoluteURL
        else { return nil }
        return Photo(
            id: entry.id, name: entry.name, photographer: entry.user.fullname,
            rating: entry.rating, thumbnailURL: thumbnail)
    }
}
