import Narration
import Pixels
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
            page.output("the photo API could not start: \(error)")
            return nil
        }
    }

    /// The API's requests, for this server.
    var api: PhotoAPI {
        PhotoAPI(baseURL: server.baseURL)
    }

    /// An importer for the server that delivers on the main scheduler.
    var importer: PhotoImporter {
        PhotoImporter(baseURL: server.baseURL, scheduler: MainScheduler.shared)
    }

    /// How many requests so far matched `pattern`, e.g. `GET /v1/photos`.
    func count(_ pattern: RoutePattern) -> Int {
        server.requestCount(matching: pattern)
    }

    /// The request lines logged after the first `start`, e.g.
    /// `GET /images/1001-3.ppm`, in the order they arrived.
    func requests(after start: Int) -> [String] {
        Array(server.requests.dropFirst(start))
    }
}
