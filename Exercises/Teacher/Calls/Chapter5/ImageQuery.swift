import PixelsExerciseSupport

/// One call of `imageURL(ofSize:in:)` (exercise 5.1): the size asked for and the images.
public struct ImageQuery: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The size asked for.
    public var size: Int
    /// The photo's images, in the JSON's order.
    public var images: [ImageEntry]

    /// A call asking for `size` among `images`.
    public init(size: Int, images: [ImageEntry]) {
        self.size = size
        self.images = images
    }

    /// The call as a learner writes it. A long list shows its first entries
    /// and every entry of the size asked for, with its index.
    public var description: String {
        func entry(_ image: ImageEntry) -> String {
            "ImageEntry(size: \(image.size), url: \(image.url.debugDescription))"
        }
        guard images.count > 8 else {
            return "imageURL(ofSize: \(size), in: [\(images.map(entry).joined(separator: ", "))])"
        }
        let first = images.prefix(3).map(entry).joined(separator: ", ")
        let matching = images.indices.filter { images[$0].size == size }
        let shown = matching.prefix(3).map { "[\($0)] \(entry(images[$0]))" }
        let ofTheSize =
            matching.isEmpty
            ? "none of size \(size)"
            : "of size \(size): " + shown.joined(separator: ", ")
                + (matching.count > 3 ? " and \(matching.count - 3) more" : "")
        return "imageURL(ofSize: \(size), in: images), where images holds \(images.count) entries, "
            + "starting [\(first), …]; \(ofTheSize)"
    }
}

/// What `imageURL(ofSize:in:)` returned, nil included.
public struct FoundURL: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The URL returned, or nil.
    public let url: String?

    /// What came back.
    public init(_ url: String?) {
        self.url = url
    }

    /// The URL as a learner writes it, quoted, or nil.
    public var description: String {
        url.map(\.debugDescription) ?? "nil"
    }
}
