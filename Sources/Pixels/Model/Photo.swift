import Foundation

/// One photo in the app: what the listing and the details say about it, and its
/// images once they have been downloaded.
///
/// A value type: the importer returns a new `Photo` each time it learns more
/// (the details, the thumbnail, the full-size image, a vote) instead of
/// mutating a shared object as the book's model does.
///
/// ```swift
/// let photos = try PhotoDecoder.listing(from: json, relativeTo: server.baseURL)
/// print(photos[0].name, "by", photos[0].photographer)
/// // prints Astronaut Eileen Collins by NASA
/// ```
///
/// Book: FRPPhotoModel
public struct Photo: Sendable, Hashable, Identifiable {
    /// The photo's id on the API, e.g. `1001`. Book: `identifier`.
    public var id: Int
    /// The title. Book: `photoName`.
    public var name: String
    /// The photographer's full name. Book: `photographerName`.
    public var photographer: String
    /// The rating, e.g. `98.4`. Book: `rating`.
    public var rating: Double
    /// Where the 32×32 thumbnail (image size 3) lives. Book: `thumbnailURL`.
    public var thumbnailURL: URL
    /// Where the full-size image (image size 4) lives, once the details are known.
    /// Book: `fullsizeURL`.
    public var fullSizeURL: URL?
    /// The decoded thumbnail, once downloaded. Book: `thumbnailData`.
    public var thumbnail: Image?
    /// The decoded full-size image, once downloaded. Book: `fullsizeData`.
    public var fullSize: Image?
    /// The number of comments, once the details are known.
    public var commentsCount: Int?
    /// Whether the logged-in user has voted for it.
    /// Book: none; the FunctionalReactivePixels repository's `votedFor`.
    public var votedFor: Bool

    /// Creates a photo model.
    public init(
        id: Int, name: String, photographer: String, rating: Double, thumbnailURL: URL,
        fullSizeURL: URL? = nil, thumbnail: Image? = nil, fullSize: Image? = nil,
        commentsCount: Int? = nil, votedFor: Bool = false
    ) {
        self.id = id
        self.name = name
        self.photographer = photographer
        self.rating = rating
        self.thumbnailURL = thumbnailURL
        self.fullSizeURL = fullSizeURL
        self.thumbnail = thumbnail
        self.fullSize = fullSize
        self.commentsCount = commentsCount
        self.votedFor = votedFor
    }

    /// This photo updated with what its details say: the full-size URL, the
    /// comment count, the rating and the vote. The images already downloaded
    /// are kept.
    ///
    /// Book: `+[FRPPhotoImporter configurePhotoModel:withDictionary:]` on the details.
    public func updated(with details: Photo) -> Photo {
        var copy = self
        copy.name = details.name
        copy.photographer = details.photographer
        copy.rating = details.rating
        copy.fullSizeURL = details.fullSizeURL ?? fullSizeURL
        copy.commentsCount = details.commentsCount ?? commentsCount
        copy.votedFor = details.votedFor
        return copy
    }
}
