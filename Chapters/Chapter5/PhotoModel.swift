import Pixels
import Reactive

/// The book's FRPPhotoModel, reduced to what observing needs: a photo whose
/// thumbnail arrives some time after the photo itself, into a property that
/// can be watched.
///
/// ```swift
/// let model = PhotoModel(photo)
/// model.thumbnail.signal.subscribeNext { print($0 == nil ? "none yet" : "arrived") }
/// // prints none yet
/// ```
///
/// Book: FRPPhotoModel, with `thumbnailData` set when its download finishes
final class PhotoModel: Sendable {
    /// The photo's name, as the listing gives it.
    let name: String
    /// The thumbnail, once it has been downloaded.
    let thumbnail = MutableProperty<Image?>(nil)

    init(_ photo: Photo) {
        name = photo.name
    }
}
