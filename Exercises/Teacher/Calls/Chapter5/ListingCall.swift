import Foundation
import Pixels
import PixelsExerciseSupport

/// One call of `photos(from:relativeTo:)` (exercise 5.2): a listing and the API's address.
///
/// Its JSON carries each rating by its bits, so that every value a Double
/// holds, NaN and the infinities too, reaches the answer as it was made.
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

    private enum CodingKeys: String, CodingKey {
        case listing, base, name, ratings
    }

    /// Reads a call written by `encode(to:)`: the listing, then each rating from its bits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        listing = try container.decode(ListingEntry.self, forKey: .listing)
        base = try container.decode(String.self, forKey: .base)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        let ratings = try container.decode([ExactDouble].self, forKey: .ratings)
        for (index, rating) in zip(listing.photos.indices, ratings) {
            listing.photos[index].rating = rating.value
        }
    }

    /// Writes the call with each rating as its bits, beside a listing whose
    /// ratings are 0 (JSON has no NaN).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var plain = listing
        for index in plain.photos.indices { plain.photos[index].rating = 0 }
        try container.encode(plain, forKey: .listing)
        try container.encode(base, forKey: .base)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(listing.photos.map { ExactDouble($0.rating) }, forKey: .ratings)
    }

    /// Whether `other` is this call exactly, its ratings by their bits.
    public static func == (left: ListingCall, right: ListingCall) -> Bool {
        func exact(_ call: ListingCall) -> [ExactDouble] {
            call.listing.photos.map { ExactDouble($0.rating) }
        }
        func plain(_ call: ListingCall) -> ListingEntry {
            var plain = call.listing
            for index in plain.photos.indices { plain.photos[index].rating = 0 }
            return plain
        }
        return left.base == right.base && left.name == right.name && exact(left) == exact(right)
            && plain(left) == plain(right)
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
        return "PhotoEntry(id: \(entry.id), name: \(text(entry.name)), "
            + "rating: \(ExactDouble(entry.rating)), "
            + "user: UserEntry(username: \(text(entry.user.username)), fullname: "
            + "\(text(entry.user.fullname))), images: [\(images.joined(separator: ", "))\(more)])"
    }
}

/// Photo models as the judge compares them: every field exactly, the URLs
/// as values (a relative URL is not its absolute twin), the rating by its
/// bits (-0.0 is not 0.0).
public struct PhotoList: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One photo's fields.
    public struct Fields: Codable, Sendable, Equatable, CustomStringConvertible {
        /// The id.
        public var id: Int
        /// The title.
        public var name: String
        /// Who took it.
        public var photographer: String
        /// The rating, by its bits.
        public var rating: ExactDouble
        /// The thumbnail's URL.
        public var thumbnailURL: URLIdentity
        /// The full-size URL, if set.
        public var fullSizeURL: URLIdentity?
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
            rating = ExactDouble(photo.rating)
            thumbnailURL = URLIdentity(photo.thumbnailURL)
            fullSizeURL = photo.fullSizeURL.map(URLIdentity.init)
            commentsCount = photo.commentsCount
            votedFor = photo.votedFor
            hasImages = photo.thumbnail != nil || photo.fullSize != nil
        }

        /// The fields 5.2 sets, and any other that is set.
        public var description: String {
            func text(_ url: URLIdentity) -> String {
                url.isRelative
                    ? "\(text(url.relative, upTo: 120)) relative to \(url.bases.joined(separator: " relative to "))"
                    : text(url.absolute, upTo: 120)
            }
            func text(_ value: String, upTo limit: Int = 40) -> String {
                value.count > limit
                    ? (String(value.prefix(20)).debugDescription
                        + " + … (\(value.count) characters)")
                    : value.debugDescription
            }
            var line =
                "photo \(id) \(text(name)) by \(text(photographer)), rating \(rating), "
                + "thumbnail \(text(thumbnailURL))"
            if let fullSizeURL { line += ", full size \(text(fullSizeURL))" }
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
