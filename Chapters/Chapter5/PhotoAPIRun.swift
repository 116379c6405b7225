import Narration
import Pixels
import PixelsMVC
import Reactive

/// The bundled photo API started for one section, with its request log.
///
/// Each section starts its own server on a free port, so it runs alone
/// (`--section N`) and counts only its own requests.
struct PhotoAPIRun {
    /// The server.
    let server: PhotoServer

    /// Starts a server with `faults`, or says on `page` why it could not.
    init?(_ page: Narrator, faults: FaultPlan = FaultPlan()) {
        do {
            server = try PhotoServer.start(faults: faults)
        } catch {
            let reason = failureReason(error)
            page.output(
                page.text(
                    en: "the photo API could not start: \(reason.en)",
                    zh: "照片 API 无法启动：\(reason.zh)"))
            return nil
        }
    }

    /// The API's requests, for this server.
    var api: PhotoAPI {
        PhotoAPI(baseURL: server.baseURL)
    }

    /// The app's importer for the server, delivering on the main scheduler.
    var importer: PhotoImporter {
        PhotoImporter(baseURL: server.baseURL, scheduler: MainScheduler.shared)
    }

    /// The book's first importer for the server: ReplaySubjects and
    /// completion blocks, delivering on the main scheduler.
    var subjectImporter: SubjectImporter {
        SubjectImporter(api: api)
    }

    /// The book's revisited importer for the server, on the app's importer.
    var signalImporter: SignalImporter {
        SignalImporter(importer)
    }

    /// How many requests so far matched `pattern`, e.g. `GET /v1/photos`.
    func count(_ pattern: RoutePattern) -> Int {
        server.requestCount(matching: pattern)
    }

    /// A `print` for the page that writes a photo server's URL as `‹photo
    /// API›` and its path: the port changes from run to run, the page should not.
    static func printer(_ page: Narrator) -> AddressHidingPrinter {
        AddressHidingPrinter(page: page)
    }

    /// The request lines logged after the first `start`, e.g.
    /// `GET /images/1001-3.ppm`, in the order they arrived.
    func requests(after start: Int) -> [String] {
        Array(server.requests.dropFirst(start))
    }
}

/// A section's `print` that writes each photo server's URL as `‹photo
/// API›` and the path, without the query, so that a page showing an error's
/// URL reads the same on every run and fits the page.
///
/// ```swift
/// let print = PhotoAPIRun.printer(page)
/// print("HTTP 500 from http://127.0.0.1:50123/v1/photos?rpp=20")
/// // prints   ▸ HTTP 500 from ‹photo API›/v1/photos
/// ```
///
/// Book: `NSLog`, with which the book's app reports errors
struct AddressHidingPrinter: Sendable {
    let page: Narrator

    /// Prints `items` as Swift's `print` would, with any server address hidden.
    func callAsFunction(_ items: Any..., separator: String = " ") {
        let line = items.map { String(describing: $0) }.joined(separator: separator)
        page.output(
            line.replacing(/http:\/\/127\.0\.0\.1:[0-9]+(\/[^?\s]*)(\?\S*)?/) { match in
                "‹photo API›" + match.1
            })
    }
}
