import Foundation
import Pixels

/// What the request of exercise 5.4's stories answers, by letter, and the
/// photos each listing decodes to.
public enum ImportBodies {
    /// The API's address the bodies are decoded against.
    static let base = URL(string: "http://127.0.0.1:8080")!

    /// The bodies, by letter: listings of 14, 1, 0 and 150 photos, and cut-off JSON.
    static let bytes: [String: Data] = [
        "b": listing(count: 14), "s": listing(count: 1), "z": listing(count: 0),
        "l": listing(count: 150), "x": Data("{\"photos\": [".utf8),
    ]

    /// The letters a request's answer is made of.
    public static let letters = ["b", "s", "z", "l", "x"]

    /// The decoded photos of each listing, and their letter.
    static let photos: [(letter: String, photos: [Photo])] = [
        ("b", "p"), ("s", "q"), ("z", "e"), ("l", "h"),
    ]
    .compactMap { body, letter in
        guard let data = bytes[body],
            let photos = try? PhotoDecoder.listing(from: data, relativeTo: base)
        else { return nil }
        return (letter, photos)
    }

    /// What the letters of a 5.4 story stand for.
    public static let legend = """
        where the request's b = a listing of 14 photos, s = of 1 photo, z = of none,
          l = of 150 photos (the decoder keeps 100), x = cut-off JSON;
          the subscribers' p = the 14 decoded photos, q = the one photo, e = no photos,
          h = the hundred photos kept
        """

    /// The letter of a list of photos, or "?".
    static func label(_ list: [Photo]) -> String {
        photos.first {
            $0.photos.count == list.count && zip($0.photos, list).allSatisfy { $0.isExactly($1) }
        }?
        .letter ?? "?"
    }

    /// The JSON of a listing page of `count` photos.
    static func listing(count: Int) -> Data {
        let photos = (0..<count).map { index in
            let id = 2001 + index
            return """
                {"id": \(id), "name": "Photo \(index + 1)", "rating": \(90 + Double(index % 10) / 4),
                 "user": {"username": "user\(index % 3)", "fullname": "User \(index % 3)"},
                 "images": [{"size": 3, "url": "/images/\(id)-3.ppm"}]}
                """
        }
        let page = """
            {"feature": "popular", "current_page": 1, "total_pages": 1, "total_items": \(count),
             "photos": [\(photos.joined(separator: ", "))]}
            """
        return Data(page.utf8)
    }
}
