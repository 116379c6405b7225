import Reactive

/// The thumbnails downloaded lately, by photo id, so that a grid cell that
/// scrolls back into view does not download its thumbnail again.
///
/// The cache is bounded: it keeps at most `capacity` thumbnails and, when a
/// new one would pass that, forgets the one used longest ago (least
/// recently used). Each is shrunk to at most `side` pixels wide and tall
/// before it is kept, so the cache holds at most `capacity` × `side`² × 3
/// bytes of pixels however large the server's thumbnails are.
///
/// ```swift
/// let cache = ThumbnailCache(capacity: 2, side: 32)
/// let first = cache.thumbnail(for: photo, downloading: importer.downloadThumbnail)
/// first.subscribeNext { _ in }   // downloads, then remembers the image
/// cache.thumbnail(for: photo, downloading: importer.downloadThumbnail)
///     .subscribeNext { _ in }    // sends the remembered image at once
/// ```
///
/// Book: none; the book keeps the data on the photo model itself
final class ThumbnailCache: Sendable {
    private struct State {
        var images: [Int: Image] = [:]
        /// Photo ids, the one used longest ago first.
        var recency: [Int] = []
    }

    /// The most thumbnails kept.
    let capacity: Int
    /// The most pixels a kept thumbnail has across and down.
    let side: Int
    private let state = Locked(State())

    /// A cache of at most `capacity` thumbnails, each at most `side` pixels across and down.
    init(capacity: Int, side: Int) {
        self.capacity = max(1, capacity)
        self.side = max(1, side)
    }

    /// How many thumbnails are kept now.
    var count: Int { state.withLock { $0.images.count } }

    /// The remembered thumbnail at once, or `download(photo)`'s image shrunk
    /// to fit (which is then remembered). Which one is decided at each
    /// subscription; either way the photo becomes the most recently used.
    func thumbnail(
        for photo: Photo, downloading download: @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Image> {
        let side = side
        return Signal.deferred {
            if let image = self.use(photo.id) { return .just(image) }
            return download(photo)
                .map { $0.scaledDown(toFit: side) }
                .doNext { image in self.keep(image, for: photo.id) }
        }
    }

    /// The thumbnail kept for `id`, now the most recently used; `nil` if none.
    private func use(_ id: Int) -> Image? {
        state.withLock { state in
            guard let image = state.images[id] else { return nil }
            state.recency.removeAll { $0 == id }
            state.recency.append(id)
            return image
        }
    }

    /// Keeps `image` as the most recently used, forgetting the least
    /// recently used thumbnail if the cache is full.
    private func keep(_ image: Image, for id: Int) {
        state.withLock { state in
            state.recency.removeAll { $0 == id }
            state.recency.append(id)
            state.images[id] = image
            while state.images.count > capacity, !state.recency.isEmpty {
                state.images[state.recency.removeFirst()] = nil
            }
        }
    }
}
