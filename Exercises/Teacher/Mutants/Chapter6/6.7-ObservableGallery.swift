import Chapter6Calls
import Observation
import Pixels

/// Wrong answers to exercise 6.7 that its grader must catch, each handing
/// back the parts of a gallery whose `load()` makes one mistake.
public enum Mutants6_7 {
    /// Sets `isLoading` back to false only after an answer: a failed or
    /// cancelled load leaves the spinner turning.
    @MainActor public static func staysLoadingAfterAFailure(_ importPhotos: @escaping PhotoImport)
        -> GalleryModelParts
    {
        parts(Gallery(importPhotos, resetsOnEveryEnd: false))
    }

    /// Reports a cancelled load, the screen gone, as a failure.
    @MainActor public static func reportsCancellationAsAFailure(
        _ importPhotos: @escaping PhotoImport
    ) -> GalleryModelParts {
        parts(Gallery(importPhotos, cancellationFails: true))
    }

    /// Leaves the last failure's message on show while a new load runs.
    @MainActor public static func keepsTheOldError(_ importPhotos: @escaping PhotoImport)
        -> GalleryModelParts
    {
        parts(Gallery(importPhotos, clearsTheError: false))
    }

    /// Empties the photos when a load fails.
    @MainActor public static func clearsThePhotosOnAFailure(_ importPhotos: @escaping PhotoImport)
        -> GalleryModelParts
    {
        parts(Gallery(importPhotos, clearsThePhotos: true))
    }

    /// Loads as the reference does, in a class without `@Observable`: the
    /// properties change, but nobody hears of it.
    @MainActor public static func isNotObservable(_ importPhotos: @escaping PhotoImport)
        -> GalleryModelParts
    {
        let gallery = Unobserved(importPhotos)
        return GalleryModelParts(
            load: { await gallery.load() },
            state: {
                GalleryModelState(
                    photos: gallery.photos, isLoading: gallery.isLoading,
                    errorMessage: gallery.errorMessage)
            })
    }

    @MainActor private static func parts(_ gallery: Gallery) -> GalleryModelParts {
        GalleryModelParts(
            load: { await gallery.load() },
            state: {
                GalleryModelState(
                    photos: gallery.photos, isLoading: gallery.isLoading,
                    errorMessage: gallery.errorMessage)
            })
    }
}

/// The reference gallery with one of its rules switched, for the mutants.
@MainActor @Observable private final class Gallery {
    private(set) var photos: [Photo] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    @ObservationIgnored private let importPhotos: PhotoImport
    @ObservationIgnored private let resetsOnEveryEnd: Bool
    @ObservationIgnored private let cancellationFails: Bool
    @ObservationIgnored private let clearsTheError: Bool
    @ObservationIgnored private let clearsThePhotos: Bool

    init(
        _ importPhotos: @escaping PhotoImport, resetsOnEveryEnd: Bool = true,
        cancellationFails: Bool = false, clearsTheError: Bool = true,
        clearsThePhotos: Bool = false
    ) {
        self.importPhotos = importPhotos
        self.resetsOnEveryEnd = resetsOnEveryEnd
        self.cancellationFails = cancellationFails
        self.clearsTheError = clearsTheError
        self.clearsThePhotos = clearsThePhotos
    }

    func load() async {
        isLoading = true
        if clearsTheError { errorMessage = nil }
        defer { if resetsOnEveryEnd { isLoading = false } }
        do {
            photos = try await importPhotos()
            isLoading = false
        } catch is CancellationError where !cancellationFails {
        } catch {
            errorMessage = String(describing: error)
            if clearsThePhotos { photos = [] }
        }
    }
}

/// The reference gallery, not observable.
@MainActor private final class Unobserved {
    private(set) var photos: [Photo] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private let importPhotos: PhotoImport

    init(_ importPhotos: @escaping PhotoImport) {
        self.importPhotos = importPhotos
    }

    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            photos = try await importPhotos()
        } catch is CancellationError {
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
