import Foundation
import Pixels
import PixelsExerciseSupport

/// One call of `photos(from:relativeTo:)` (exercise 5.2): a listing and the API's address.
public struct ListingCall: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The decoded listing.
    public var listing: ListingEntry
    /// The API's address, as text.
    public var base: String
    /// A name for a listing too long to print, such as "popular.json".
    public var name: String?

    /// A call on `listing` against `base`, printed as `name` if it has one.
    public init(listing: ListingEntry, base: String, name: String? = nil) {
        self.listing = listing
        self.base = base
        self.name = name
    }

    /// The API's address as the call gives it (an address that does not
    /// parse is never generated; it stands for the server's own).
    public var baseURL: URL {
        URL(string: base) ?? URL(string: "http://127.0.0.1:8080")!
    }

    /// The call as a learner writes it; a long listing shows its first
    /// photos and how many more there are.
    public var description: String {
        let base = "URL(string: \(self.base.debugDescription))!"
        if let name { return "photos(from: <the listing in \(name)>, relativeTo: \(base))" }
        let shown = listing.photos.prefix(6).map(Self.describe)
        let more = listing.photos.count > 6 ? ", … (\(listing.photos.count - 6) more)" : ""
        return "photos(from: ListingEntry(photos: [\(shown.joined(separator: ", "))\(more)]), "
            + "relativeTo: \(base))"
    }

    /// One entry as a learner writes it, a long name cut short.
    static func describe(_ entry: PhotoEntry) -> String {
        func text(_ value: String) -> String {
            value.count > 40
                ? (String(value.prefix(20)).debugDescription + " + … (\(value.count) characters)")
                : value.debugDescription
        }
        let images = entry.images.prefix(4).map {
            "ImageEntry(size: \($0.size), url: \(text($0.url)))"
        }
        let more = entry.images.count > 4 ? ", … (\(entry.images.count - 4) more)" : ""
        return "PhotoEntry(id: \(entry.id), name: \(text(entry.name)), rating: \(entry.rating), "
            + "user: UserEntry(username: \(text(entry.user.username)), fullname: "
            + "\(text(entry.user.fullname))), images: [\(images.joined(separator: ", "))\(more)])"
    }
}

/// Photo models as the judge compares them: every field, the URLs by their text.
public struct PhotoList: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One photo's fields.
    public struct Fields: Codable, Sendable, Equatable, CustomStringConvertible {
        /// The id.
        public var id: Int
        /// The title.
        public var name: String
        /// Who took it.
        public var photographer: String
        /// The rating.
        public var rating: Double
        /// The thumbnail's URL, as text.
        public var thumbnailURL: String
        /// The full-size URL, as text, if set.
        public var fullSizeURL: String?
        /// The comment count, if set.
        public var commentsCount: Int?
        /// Whether it was voted for.
        public var votedFor: Bool
        /// Whether a thumbnail or full-size image is set.
        public var hasImages: Bool

        /// The fields of `photo`.
        public init(_ photo: Photo) {
            id = photo.id
            name = photo.name
            photographer = photo.photographer
            rating = photo.rating
            thumbnailURL = photo.thumbnailURL.absoluteString
            fullSizeURL = photo.fullSizeURL?.absoluteString
            commentsCount = photo.commentsCount
            votedFor = photo.votedFor
            hasImages = photo.thumbnail != nil || photo.fullSize != nil
        }

        /// The fields 5.2 sets, and any other that is set.
        public var description: String {
            func text(_ value: String, upTo limit: Int = 40) -> String {
                value.count > limit
                    ? (String(value.prefix(20)).debugDescription
                        + " + … (\(value.count) characters)")
                    : value.debugDescription
            }
            var line =
                "photo \(id) \(text(name)) by \(text(photographer)), rating \(rating), "
                + "thumbnail \(text(thumbnailURL, upTo: 120))"
            if let fullSizeURL { line += ", full size \(fullSizeURL)" }
            if let commentsCount { line += ", \(commentsCount) comments" }
            if votedFor { line += ", voted for" }
            if hasImages { line += ", with images" }
            return line
        }
    }

    /// The photos, in order.
    public var photos: [Fields]

    /// The fields of each of `photos`.
    public init(_ photos: [Photo]) {
        self.photos = photos.map(Fields.init)
    }

    /// One photo per line; a long list shows its first twelve.
    public var description: String {
        guard !photos.isEmpty else { return "no photos" }
        let shown = photos.prefix(12).map(\.description)
        let more = photos.count > 12 ? ["… (\(photos.count - 12) more photos)"] : []
        return (shown + more).joined(separator: "\n          ")
    }
}
