import Foundation
import Pixels
import Reactive

/// One photo, as the book's app models it: an object whose properties are
/// filled in as the importer learns more, and watched by whoever shows it.
///
/// The listing gives the first five properties; the thumbnail arrives later
/// into `thumbnailData`, and the photo's details name its `fullsizeURL`, whose
/// image arrives into `fullsizeData`. Those three are `MutableProperty`s, so
/// a screen can observe them as the book observes them with RACObserve. (The
/// workbook's app proper uses the value type `Photo` instead: see Chapter 6.)
///
/// ```swift
/// let model = PhotoModel(photo)
/// model.thumbnailData.signal.subscribeNext { print($0 == nil ? "none yet" : "arrived") }
/// // prints none yet
/// ```
///
/// Book: FRPPhotoModel
public final class PhotoModel: Sendable {
    /// The photo's id on the API. Book: `identifier`
    public let identifier: Int
    /// The title. Book: `photoName`
    public let photoName: String
    /// The photographer: the user name from the listing, as the book reads
    /// it, or the full name from the app's `Photo`. Book: `photographerName`
    public let photographerName: String
    /// The rating, e.g. `97.9`. Book: `rating`
    public let rating: Double
    /// Where the thumbnail (image size 3) lives. Book: `thumbnailURL`
    public let thumbnailURL: URL
    /// The thumbnail, once downloaded, decoded. Book: `thumbnailData`
    public let thumbnailData = MutableProperty<Image?>(nil)
    /// Where the full-size image (size 4) lives, once the details have said.
    /// Book: `fullsizeURL`
    public let fullsizeURL = MutableProperty<URL?>(nil)
    /// The full-size image, once downloaded, decoded. Book: `fullsizeData`
    public let fullsizeData = MutableProperty<Image?>(nil)

    /// A model with what the listing says of a photo.
    public init(
        identifier: Int, photoName: String, photographerName: String, rating: Double,
        thumbnailURL: URL
    ) {
        self.identifier = identifier
        self.photoName = photoName
        self.photographerName = photographerName
        self.rating = rating
        self.thumbnailURL = thumbnailURL
    }

    /// A model of `photo` as the listing gave it, with its full-size URL if known.
    public convenience init(_ photo: Photo) {
        self.init(
            identifier: photo.id, photoName: photo.name, photographerName: photo.photographer,
            rating: photo.rating, thumbnailURL: photo.thumbnailURL)
        fullsizeURL.value = photo.fullSizeURL
    }

    /// The model as the value the photo API's importer takes, for a request.
    public var photo: Photo {
        Photo(
            id: identifier, name: photoName, photographer: photographerName, rating: rating,
            thumbnailURL: thumbnailURL, fullSizeURL: fullsizeURL.value)
    }
}
