import Observation
import Pixels

// snippet.observedGallery
/// The gallery's view model as Observation makes it: a plain property
/// that a screen reads, and a `load()` the screen calls in a task when it
/// appears and cancels when it goes.
@MainActor @Observable final class ObservedGallery {
    /// The photos: none at first, then the last import's.
    private(set) var photos: [Photo] = []
    @ObservationIgnored private let importPhotos: PhotoImport

    /// A gallery that imports its photos with `importPhotos`.
    init(importPhotos: @escaping PhotoImport) {
        self.importPhotos = importPhotos
    }

    /// Imports the photos; a failed or cancelled import leaves them be.
    func load() async {
        do {
            photos = try await importPhotos()
        } catch {}
    }
}
// snippet.end

/// How the gallery imports its photos.
typealias PhotoImport = @MainActor () async throws -> [Photo]
