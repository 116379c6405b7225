import Foundation
import Pixels

extension FakeImporter {
    /// What a fake importer answers: the listing, each photo's details, and
    /// its images.
    ///
    /// `samples` makes everything in code: three photos, coloured squares for
    /// images. `fixtures` answers from the bundled photo fixtures, so a fake
    /// shows the same photos the terminal app does. A test may change any
    /// part, e.g. the listing:
    ///
    /// ```swift
    /// var answers = FakeImporter.Answers.samples
    /// answers.photos = [FakeImporter.samplePhotos[0]]
    /// let importer = FakeImporter(scheduler: TestScheduler(), answers: answers)
    /// print(importer.photos.count)   // prints 1
    /// ```
    ///
    /// Book: none; the book's importer answers from the 500px API
    public struct Answers: Sendable {
        /// What `importPhotos()` sends.
        public var photos: [Photo]
        /// A photo's details: its full-size URL and comment count at least.
        public var details: @Sendable (Photo) throws(PixelsError) -> Photo
        /// A photo's thumbnail.
        public var thumbnail: @Sendable (Photo) throws(PixelsError) -> Image
        /// A photo's full-size image.
        public var fullSize: @Sendable (Photo) throws(PixelsError) -> Image

        /// Answers made of the four parts.
        public init(
            photos: [Photo],
            details: @escaping @Sendable (Photo) throws(PixelsError) -> Photo,
            thumbnail: @escaping @Sendable (Photo) throws(PixelsError) -> Image,
            fullSize: @escaping @Sendable (Photo) throws(PixelsError) -> Image
        ) {
            self.photos = photos
            self.details = details
            self.thumbnail = thumbnail
            self.fullSize = fullSize
        }

        /// The three sample photos, the details `FakeImporter.details(of:)`
        /// gives, and one-colour squares for images (`thumbnail(of:)`, `fullSize(of:)`).
        public static let samples = Answers(
            photos: FakeImporter.samplePhotos,
            details: { FakeImporter.details(of: $0) },
            thumbnail: { FakeImporter.thumbnail(of: $0) },
            fullSize: { FakeImporter.fullSize(of: $0) })

        /// The bundled fixtures' 14 photos, their details and images
        /// (`PhotoLibrary.shared`); no photos if the fixtures cannot be read.
        public static var fixtures: Answers {
            PhotoLibrary.shared.answers
        }
    }

    /// The three photos of the sample listing, without details or images.
    public static let samplePhotos: [Photo] = [
        sample(1001, "Astronaut Eileen Collins", by: "NASA", rating: 98.4),
        sample(1002, "Chelsea the Cat", by: "Stefan van der Walt", rating: 97.9),
        sample(1003, "Cup of Coffee", by: "Rachel Michetti", rating: 96.2),
    ]

    /// Where the sample photos pretend to live.
    public static let baseURL = URL(string: "http://127.0.0.1:8080")!

    /// The thumbnail the samples give `photo`: 2×2, one colour per photo.
    public static func thumbnail(of photo: Photo) -> Image {
        Image(width: 2, height: 2, filledWith: color(of: photo))
    }

    /// The full-size image the samples give `photo`: 4×4, one colour per photo.
    public static func fullSize(of photo: Photo) -> Image {
        Image(width: 4, height: 4, filledWith: color(of: photo))
    }

    /// `photo` with the details the samples give: its full-size URL and a comment count.
    public static func details(of photo: Photo) -> Photo {
        var details = photo
        details.fullSizeURL = baseURL.appendingPathComponent("images/\(photo.id)-4.ppm")
        details.commentsCount = photo.id % 100
        return details
    }

    private static func sample(_ id: Int, _ name: String, by photographer: String, rating: Double)
        -> Photo
    {
        Photo(
            id: id, name: name, photographer: photographer, rating: rating,
            thumbnailURL: baseURL.appendingPathComponent("images/\(id)-3.ppm"))
    }

    private static func color(of photo: Photo) -> RGB {
        let shade = UInt8(truncatingIfNeeded: photo.id * 37)
        return RGB(shade, 255 - shade, 128)
    }
}
