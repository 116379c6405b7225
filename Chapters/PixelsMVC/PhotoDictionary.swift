import Foundation
import Pixels

/// One photo in the photo API's JSON, as the book's first importer reads it:
/// the listing's fields, the photographer, and the list of image sizes.
///
/// ```swift
/// let listing = try JSONDecoder().decode(PhotoDictionary.Listing.self, from: data)
/// print(listing.photos[0].name)   // prints Astronaut Eileen Collins
/// ```
///
/// Book: the `NSDictionary` of each photo in the 500px API's answer
public struct PhotoDictionary: Decodable, Sendable {
    /// One size of the photo's image: 3 is the thumbnail, 4 the full size.
    public struct ImageEntry: Decodable, Sendable {
        /// The size number.
        public let size: Int
        /// Where that size lives, relative to the API.
        public let url: String
    }

    /// The photographer.
    public struct User: Decodable, Sendable {
        /// The photographer's user name, which the book shows.
        public let username: String
        /// The photographer's full name.
        public let fullname: String
    }

    /// `GET /v1/photos`: one page of photos.
    public struct Listing: Decodable, Sendable {
        /// The photos on the page.
        public let photos: [PhotoDictionary]
    }

    /// `GET /v1/photos/{id}`: one photo with its details.
    public struct Details: Decodable, Sendable {
        /// The photo.
        public let photo: PhotoDictionary
    }

    /// The photo's id.
    public let id: Int
    /// Its name.
    public let name: String
    /// Its rating.
    public let rating: Double
    /// Who took it.
    public let user: User
    /// Its image sizes.
    public let images: [ImageEntry]
    /// How many comments it has: only the details say.
    public let commentsCount: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, rating, user, images
        case commentsCount = "comments_count"
    }
}

// snippet.urlForImageSize
/// The URL of the image of `size` among `images`, or nil if there is none.
///
/// Book: `+[FRPPhotoImporter urlForImageSize:inArray:]`
public func urlForImageSize(
    _ size: Int, in images: [PhotoDictionary.ImageEntry]
) -> String? {
    images.filter { $0.size == size }.map(\.url).first
}
// snippet.end

extension PhotoModel {
    // snippet.configurePhotoModel
    /// A model with what the listing says of a photo.
    ///
    /// Book: `+[FRPPhotoImporter configurePhotoModel:withDictionary:]`
    public convenience init(
        _ dictionary: PhotoDictionary, relativeTo api: URL
    ) {
        let thumbnail = urlForImageSize(3, in: dictionary.images) ?? ""
        self.init(
            identifier: dictionary.id, photoName: dictionary.name,
            photographerName: dictionary.user.username,
            rating: dictionary.rating,
            thumbnailURL: URL(string: thumbnail, relativeTo: api) ?? api)
        configure(withDetails: dictionary, relativeTo: api)
    }

    /// Takes the full-size URL from `dictionary` if it is the photo's details
    /// (which, unlike the listing, count the comments).
    public func configure(
        withDetails dictionary: PhotoDictionary, relativeTo api: URL
    ) {
        guard dictionary.commentsCount != nil,
            let fullsize = urlForImageSize(4, in: dictionary.images)
        else { return }
        fullsizeURL.value = URL(string: fullsize, relativeTo: api)
    }
    // snippet.end
}
