import Foundation

/// Answers in the photo API's shape, made in code for the hostile server.
enum APIJSON {
    /// One photo, with a thumbnail (size 3) at `thumbnail` and, if given, a
    /// full-size image (size 4) at `fullSize`.
    static func photo(_ id: Int, thumbnail: String, fullSize: String? = nil) -> [String: Any] {
        var images: [[String: Any]] = [["size": 3, "url": thumbnail]]
        if let fullSize { images.append(["size": 4, "url": fullSize]) }
        return [
            "id": id, "name": "Photo \(id)", "rating": 90.5,
            "user": ["username": "u\(id)", "fullname": "Photographer \(id)"],
            "comments_count": 3, "images": images,
        ]
    }

    /// A page of the listing holding `photos`.
    static func listing(_ photos: [[String: Any]]) -> Data {
        json([
            "feature": "popular", "current_page": 1, "total_pages": 1,
            "total_items": photos.count, "photos": photos,
        ])
    }

    /// A photo's details.
    static func details(_ photo: [String: Any]) -> Data {
        json(["photo": photo])
    }

    /// A login's answer.
    static let login = json(["token": "t0k3n", "user": ["username": "demo", "fullname": "Demo"]])

    /// A binary PPM header for a `width` × `height` image, followed by black pixels.
    static func image(width: Int, height: Int) -> Data {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.append(Data(count: width * height * 3))
        return data
    }

    private static func json(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value)) ?? Data()
    }
}
