import Reactive

/// The thumbnails downloaded so far, by photo id, so that a grid cell that
/// scrolls back into view does not download its thumbnail again.
///
/// ```swift
/// let cache = ThumbnailCache()
/// let first = cache.thumbnail(for: photo, downloading: importer.downloadThumbnail)
/// first.subscribeNext { _ in }   // downloads, then remembers the image
/// cache.thumbnail(for: photo, downloading: importer.downloadThumbnail)
///     .subscribeNext { _ in }    // sends the remembered image at once
/// ```
///
/// Book: none; the book keeps the data on the photo model itself
final class ThumbnailCache: Sendable {
    private let images = Locked<[Int: Image]>([:])

    /// The remembered thumbnail at once, or `download(photo)`'s image (which
    /// is then remembered). Which one is decided at each subscription.
    func thumbnail(
        for photo: Photo, downloading download: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Image> {
        Signal.deferred {
            if let image = self.images.withLock({ $0[photo.id] }) { return .just(image) }
            return download(photo).doNext { image in
                self.images.withLock { $0[photo.id] = image }
            }
        }
    }
}
