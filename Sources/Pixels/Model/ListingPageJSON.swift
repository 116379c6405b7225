/// One page of the listing as the app reads it: the first
/// `PhotoDecoder.maximumPhotosPerPage` photos decoded, any more only counted.
///
/// However many photos a server lists on one page, the app builds at most
/// a hundred models; the others are skipped without being decoded, and
/// `droppedCount` says how many there were. (The server's own fixtures use
/// `PhotoListingJSON`, which keeps every photo.)
///
/// ```swift
/// let page = try JSONDecoder().decode(ListingPageJSON.self, from: data)
/// print(page.photos.count, page.droppedCount)   // prints 100 150, for 250 photos
/// ```
struct ListingPageJSON: Decodable, Sendable {
    var feature: String
    var currentPage: Int
    var totalPages: Int
    var totalItems: Int
    var photos: [PhotoJSON]
    var droppedCount: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PhotoListingJSON.CodingKeys.self)
        feature = try container.decode(String.self, forKey: .feature)
        currentPage = try container.decode(Int.self, forKey: .currentPage)
        totalPages = try container.decode(Int.self, forKey: .totalPages)
        totalItems = try container.decode(Int.self, forKey: .totalItems)
        var list = try container.nestedUnkeyedContainer(forKey: .photos)
        photos = []
        droppedCount = 0
        while !list.isAtEnd {
            if photos.count < PhotoDecoder.maximumPhotosPerPage {
                photos.append(try list.decode(PhotoJSON.self))
            } else {
                _ = try list.decode(Skipped.self)
                droppedCount += 1
            }
        }
    }
}

/// Any JSON value, passed over without being read.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) {}
}
