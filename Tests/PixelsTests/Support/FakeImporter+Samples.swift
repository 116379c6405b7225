import Pixels
import PixelsTesting

extension FakeImporter.Answers {
    /// The answers these tests use: `photos` (the three sample photos of
    /// `SamplePhotos` unless given), the details the server would give, the
    /// thumbnail `thumbnail` makes for a photo id, and `SamplePhotos.fullSize`.
    static func tests(
        photos: [Photo] = SamplePhotos.all,
        thumbnail: @escaping @Sendable (Int) -> Image = SamplePhotos.thumbnail
    ) -> Self {
        FakeImporter.Answers(
            photos: photos,
            details: { photo in
                var details = photo
                details.fullSizeURL = SamplePhotos.base.appendingPathComponent(
                    "images/\(photo.id)-4.ppm")
                details.commentsCount = photo.id % 100
                return details
            },
            thumbnail: { thumbnail($0.id) },
            fullSize: { SamplePhotos.fullSize($0.id) })
    }
}
