/// The 500px API's JSON shapes, shared by the server (which serves them) and
/// the decoder (which turns them into `Photo` models).
///
/// Only the fields the app uses are declared; unknown fields are ignored.

/// `GET /v1/photos?feature=popular`: one page of photos.
struct PhotoListingJSON: Codable, Sendable {
    var feature: String
    var currentPage: Int
    var totalPages: Int
    var totalItems: Int
    var photos: [PhotoJSON]

    enum CodingKeys: String, CodingKey {
        case feature
        case currentPage = "current_page"
        case totalPages = "total_pages"
        case totalItems = "total_items"
        case photos
    }
}

/// `GET /v1/photos/{id}` and `POST /v1/photos/{id}/vote`: one photo.
struct PhotoDetailsJSON: Codable, Sendable {
    var photo: PhotoJSON
}

/// One photo, as it appears in the listing and in the details.
struct PhotoJSON: Codable, Sendable {
    var id: Int
    var name: String
    var rating: Double
    var user: UserJSON
    var license: String?
    var commentsCount: Int?
    var width: Int?
    var height: Int?
    var voted: Bool?
    var images: [ImageReferenceJSON]

    enum CodingKeys: String, CodingKey {
        case id, name, rating, user, license
        case commentsCount = "comments_count"
        case width, height, voted, images
    }
}

/// The photographer.
struct UserJSON: Codable, Sendable {
    var username: String
    var fullname: String
}

/// One size of a photo's image: 3 is the thumbnail, 4 the full size.
struct ImageReferenceJSON: Codable, Sendable {
    var size: Int
    var url: String
}

/// `POST /v1/users/login`: the request body.
struct LoginRequestJSON: Codable, Sendable {
    var username: String
    var password: String
}

/// `POST /v1/users/login`: the answer to good credentials.
struct LoginResponseJSON: Codable, Sendable {
    var token: String
    var user: UserJSON
}

/// Every error answer: `{"status": 404, "error": "Not Found", "message": "…"}`.
struct ErrorJSON: Codable, Sendable {
    var status: Int
    var error: String
    var message: String
}
