import Foundation
import Pixels

/// Photos made in code for the view model tests, shaped like the fixtures.
enum SamplePhotos {
    static let base = URL(string: "http://fake.test")!

    /// A photo as the listing gives it: no details, no images.
    static func photo(_ id: Int, _ name: String, votedFor: Bool = false) -> Photo {
        Photo(
            id: id, name: name, photographer: "Photographer \(id)", rating: 90 + Double(id % 10),
            thumbnailURL: base.appendingPathComponent("images/\(id)-3.ppm"), votedFor: votedFor)
    }

    /// Three photos: 1001 Astronaut, 1002 Cat, 1003 Coffee.
    static let all = [photo(1001, "Astronaut"), photo(1002, "Cat"), photo(1003, "Coffee")]

    /// The full-size image the fake importer sends for a photo: 2×2, one colour per id.
    static func fullSize(_ id: Int) -> Image {
        Image(width: 2, height: 2, filledWith: RGB(UInt8(id % 256), 0, 0))
    }

    /// The thumbnail the fake importer sends for a photo: 1×1.
    static func thumbnail(_ id: Int) -> Image {
        Image(width: 1, height: 1, filledWith: RGB(0, UInt8(id % 256), 0))
    }
}
