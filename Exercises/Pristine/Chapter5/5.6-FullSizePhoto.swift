import ExerciseSupport
import Pixels
import Reactive

/// Exercise 5.6 · Details first, then the full-size image
///
/// The full-size page shows `photo`, which comes from the listing: it has no
/// full-size URL yet. Fetch its details with `fetchDetails` and send the
/// detailed photo as soon as it arrives (the page can show the comment
/// count). The details give the full-size URL, so start
/// `downloadFullSize` with the detailed photo, as soon as it arrives; when
/// the image comes, send the detailed photo again with its `fullSize` set,
/// then complete. An error from either step ends the result with it. When
/// the page closes (its subscription is disposed), a download still running
/// is cancelled. If the details come more than once (a response sent
/// again), send each as it arrives and start a download for each at once:
/// a later one does not wait for, nor cancel, an earlier one.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (photos with any id, name and rating; either step
/// failing; details that complete late, never, or come twice, their
/// downloads finishing in either order; an image sent twice; the page
/// closing while a download runs; a second subscriber), the grader compares
/// with the reference solution what is sent and when, when each request
/// runs, and which photo each download is given.
///
/// ```
/// fetchDetails(photo):   --(d|)      d = photo with its details
/// downloadFullSize(d):   ---(i|)     i = the image, counted from the download's start
/// result:                --d--(f|)   f = d with fullSize = i
/// ```
///
/// Book: chapter 5, Adding the full-size view (`+[FRPPhotoImporter fetchPhotoDetails:]`,
/// then the full-sized image, chained with `flattenMap:`)
public func fullSizePhoto(
    _ photo: Photo, fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
    downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
) -> Signal<Photo> {
    // TODO(5.6): for the details, send them, then the download's image added to them.
    notAttempted("5.6")
}
