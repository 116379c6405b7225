import Foundation
import Narration
import Pixels

/// The bundled listing's photos and their thumbnails, read straight from the
/// fixtures, for the sections that run on virtual time without a server.
///
/// ```swift
/// let fixtures = ThumbnailFixtures(page)
/// print(fixtures?.photos[1].name ?? "")   // prints Chelsea the Cat
/// ```
struct ThumbnailFixtures {
    /// The photos in the listing's order.
    let photos: [Photo]
    private let store: FixtureStore

    /// Reads the fixtures, or says on `page` why it could not.
    init?(_ page: Narrator) {
        do {
            let store = try FixtureStore.bundled()
            let listing = try Data(
                contentsOf: store.directory.appendingPathComponent("v1/popular.json"))
            photos = try PhotoDecoder.listing(
                from: listing, relativeTo: URL(fileURLWithPath: "/"))
            self.store = store
        } catch {
            let reason = failureReason(error)
            page.output(
                page.text(
                    en: "the photo fixtures could not be read: \(reason.en)",
                    zh: "无法读取照片的测试数据：\(reason.zh)"))
            return nil
        }
        guard photos.count >= 2 else {
            page.output(
                page.text(
                    en: "the photo fixtures list fewer than two photos", zh: "照片测试数据列出的照片不足两张"))
            return nil
        }
    }

    /// The thumbnail of `photo`, decoded, if the fixtures hold it.
    func thumbnail(of photo: Photo) -> Image? {
        store.imageData(named: "\(photo.id)-\(PhotoDecoder.thumbnailSize).ppm")
            .flatMap { try? PPM.decode($0) }
    }
}
