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
    fetchDetails(photo).flatMap { details in
        // For one set of details, two things in order: the details at once,
        // then (concat) the download, each image folded into a copy of the
        // details. Photo is a value type, so the copy leaves `details` as it
        // was. An error from the download, like one from the details, passes
        // through flatMap and ends the result.
        Signal.just(details).concat(
            downloadFullSize(details).map { image in
                var complete = details
                complete.fullSize = image
                return complete
            })
    }
}
