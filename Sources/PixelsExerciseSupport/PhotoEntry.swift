import Foundation

/// The 500px listing (`GET /v1/photos?feature=popular`), decoded: one page
/// of photos, each as the JSON gives it.
///
/// The exercises of chapter 5 start from these entries, as the book starts
/// from the dictionaries that `NSJSONSerialization` hands back.
///
/// ```swift
/// let listing = try ListingEntry.decode(from: data)
/// print(listing.photos[0].name)   // prints Astronaut Eileen Collins
/// ```
///
/// Book: the `photos` array of the dictionary `+[FRPPhotoImporter importPhotos]` receives
public struct ListingEntry: Codable, Sendable, Hashable {
    /// The photos of this page, in the API's order.
    public var photos: [PhotoEntry]

    /// A listing of `photos`.
    public init(photos: [PhotoEntry]) {
        self.photos = photos
    }

    /// Decodes the listing's JSON, ignoring the fields the exercises do not use.
    public static func decode(from data: Data) throws -> ListingEntry {
        try JSONDecoder().decode(ListingEntry.self, from: data)
    }
}

/// One photo of the listing, as the 500px JSON gives it.
///
/// ```json
/// { "id": 1001, "name": "Astronaut Eileen Collins", "rating": 98.4,
///   "user": { "username": "nasa", "fullname": "NASA" },
///   "images": [ { "size": 3, "url": "/images/1001-3.ppm" } ] }
/// ```
///
/// Book: one `NSDictionary` of the listing, read by `+configurePhotoModel:withDictionary:`
public struct PhotoEntry: Codable, Sendable, Hashable {
    /// The photo's id on the API, e.g. `1001`.
    public var id: Int
    /// The title.
    public var name: String
    /// The rating, e.g. `98.4`.
    public var rating: Double
    /// Who took it.
    public var user: UserEntry
    /// Its images, one per size; a URL may be relative to the API's address.
    public var images: [ImageEntry]

    /// An entry with these fields.
    public init(id: Int, name: String, rating: Double, user: UserEntry, images: [ImageEntry]) {
        self.id = id
        self.name = name
        self.rating = rating
        self.user = user
        self.images = images
    }
}

/// The photographer of a `PhotoEntry`.
///
/// Book: the `user` dictionary (`username`, `fullname`)
public struct UserEntry: Codable, Sendable, Hashable {
    /// The account name, e.g. `nasa`.
    public var username: String
    /// The name to show, e.g. `NASA`.
    public var fullname: String

    /// A photographer with these names.
    public init(username: String, fullname: String) {
        self.username = username
        self.fullname = fullname
    }
}

/// One size of a photo's image: 3 is the 32×32 thumbnail, 4 the full size.
///
/// Book: one dictionary of the `images` array (`size`, `url`)
public struct ImageEntry: Codable, Sendable, Hashable {
    /// The image size in the 500px API.
    public var size: Int
    /// Where the image lives, absolute or relative to the API, e.g. `/images/1001-3.ppm`.
    public var url: String

    /// An image of `size` at `url`.
    public init(size: Int, url: String) {
        self.size = size
        self.url = url
    }
}
