import Pixels
import Reactive

/// Exercise 5.6 · Details first, then the full-size image: the reference solution.
///
/// Book: chapter 5, Adding the full-size view (`+[FRPPhotoImporter fetchPhotoDetails:]`,
/// then the full-sized image, chained with `flattenMap:`)
public func fullSizePhoto(
    _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
    downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
) -> Signal<Photo> {
    // flatMap starts the second step from the first one's value: the
    // download can only begin once the details have given its URL, and it
    // must be given the detailed photo, not the one from the listing.
    // 中文：flatMap 根据第一步的值开始第二步：详情给出了 URL，下载才能开始，而
    // 且下载要用详细的照片，而不是列表里的那张。
    fetchDetails(photo).flatMap { details in
        // For one set of details, two things in order: the details at once,
        // then (concat) the download, each image folded into a copy of the
        // details. Photo is a value type, so the copy leaves `details` as it
        // was. An error from the download, like one from the details, passes
        // through flatMap and ends the result.
        // 中文：对一份详情，按顺序做两件事：立即给出详情，然后（concat）下载，
        // 每张图片都折叠进详情的一份副本里。Photo 是值类型，所以副本不会改变
        // `details`。下载的错误和详情的错误一样，会穿过 flatMap 结束结果。
        Signal.just(details).concat(
            downloadFullSize(details).map { image in
                var complete = details
                complete.fullSize = image
                return complete
            })
    }
}
