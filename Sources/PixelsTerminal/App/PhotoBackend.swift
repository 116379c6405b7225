import Foundation
import Pixels
import Reactive
import WorkbookKit

/// Where the app's photos come from: the bundled photo API, started in this
/// process on a free port, or a server given with `--api URL`.
///
/// A server given with `--api` is asked for the listing once before the app
/// starts, so that a wrong address, a refused connection or something that
/// is not the photo API ends the program with one clear line instead of an
/// empty gallery.
///
/// ```swift
/// let backend = try PhotoBackend.start(api: nil)   // the bundled server
/// let importer = backend.importer(delivering: MainScheduler.shared)
/// ```
///
/// Book: the 500px API the book's app talks to
final class PhotoBackend: Sendable {
    /// The API's address.
    let baseURL: URL
    /// The bundled server, when the app runs its own.
    let server: PhotoServer?

    private init(baseURL: URL, server: PhotoServer?) {
        self.baseURL = baseURL
        self.server = server
    }

    /// The bundled server on a free port, or the server at `api` once it has
    /// answered the listing. Call it on the main thread.
    static func start(api: URL?) throws(LaunchError) -> PhotoBackend {
        guard let api else {
            do {
                let server = try PhotoServer.start()
                return PhotoBackend(baseURL: server.baseURL, server: server)
            } catch {
                throw LaunchError(error.text)
            }
        }
        let backend = PhotoBackend(baseURL: api, server: nil)
        if let failure = backend.firstImportError() {
            let shown = api.shownWithoutCredentials
            throw LaunchError(
                en: "the photo API at \(shown) did not answer: \(failure)",
                zh: "\(shown) 处的照片 API 没有应答：\(failure.text.zh)")
        }
        return backend
    }

    /// An importer for this API that delivers on `scheduler` and writes
    /// what it drops from a listing to `log`, in `language`.
    func importer(
        delivering scheduler: any Scheduler,
        log: @escaping @Sendable (String) -> Void = PhotoImporter.logToStandardError,
        language: Language = .english
    ) -> PhotoImporter {
        PhotoImporter(baseURL: baseURL, scheduler: scheduler, log: log, language: language)
    }

    /// Stops the bundled server, if there is one.
    func stop() {
        server?.stop()
    }

    /// Imports the listing once, running the main loop until it answers:
    /// `nil` on success, else the error.
    private func firstImportError() -> PixelsError? {
        let outcome = Locked<Result<Void, PixelsError>?>(nil)
        let subscription = importer(delivering: MainScheduler.shared).importPhotos().subscribe(
            next: { _ in outcome.withLock { $0 = .success(()) } },
            error: { error in
                let failure =
                    error as? PixelsError
                    ?? .network(
                        en: String(describing: error), zh: "意外的错误（\(type(of: error))）")
                outcome.withLock { $0 = .failure(failure) }
            })
        MainScheduler.shared.run { outcome.withLock { $0 != nil } }
        subscription.dispose()
        if case .failure(let failure)? = outcome.withLock({ $0 }) { return failure }
        return nil
    }
}
