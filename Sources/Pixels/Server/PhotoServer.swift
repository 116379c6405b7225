import Foundation
import WorkbookKit

/// The bundled photo API: a small HTTP/1.1 server on 127.0.0.1 that serves the
/// photo fixtures in the shape of the 500px API.
///
/// `start()` binds an ephemeral port (or the one you give). One thread then
/// accepts clients and reads their requests with `poll`, and a small pool of
/// workers answers the complete ones, until `stop()` (or until the server is
/// released). Every answer closes its connection. Slow or hostile clients
/// meet the deadlines and bounds of `ServerLimits`: a client that trickles
/// its request holds a socket, never a worker, and is cut off with 408 at
/// the request deadline.
///
/// | Route | Serves |
/// |---|---|
/// | `GET /v1/photos?feature=popular&rpp=20&page=1` | the listing, one page (`HEAD` too) |
/// | `GET /v1/photos/{id}` | details, with `comments_count` and the full-size URL |
/// | `GET /images/{file}` | the PPM images |
/// | `POST /v1/users/login` | `{"username": "demo", "password": "demo"}` gives a token; else 401 |
/// | `POST /v1/photos/{id}/vote` | needs `Authorization: Bearer <token>`, else 401; marks it voted |
///
/// Image URLs in the answers are absolute, made from the server's own
/// `baseURL`, so a client simply follows them (as with the real 500px).
/// Unknown routes get 404 (a photo id is plain digits: `01001`, `+1001` and
/// `%31%30%30%31` are not photo 1001), other methods on a known route 405,
/// malformed requests 400 (also an HTTP/1.1 request without `Host`, or with
/// conflicting `Content-Length` headers), and no path can reach a file
/// outside the fixtures: images are served from memory by file name only.
/// The `Authorization` scheme is case-insensitive (`bearer` works). Errors
/// have a JSON body `{"status": 404, "error": "Not Found", "message": "…"}`.
///
/// Faults (latency, error statuses, broken bodies, dropped connections) can be
/// injected per route with a `FaultPlan`, at start or later through `faults`.
///
/// ```swift
/// let server = try PhotoServer.start()
/// print(server.baseURL)   // prints http://127.0.0.1:41234 (some free port)
/// server.stop()
/// ```
///
/// Book: the 500px API the book's `PXRequest` talks to.
public final class PhotoServer: Sendable {
    /// The demo account's username, `demo`.
    public static let demoUsername = "demo"
    /// The demo account's password, `demo`.
    public static let demoPassword = "demo"

    /// The port the server listens on.
    public let port: UInt16
    /// `http://127.0.0.1:<port>`, the base of every route and image URL.
    public let baseURL: URL

    private let listener: Listener
    private let state: ServerState

    private init(port: UInt16, listener: Listener, state: ServerState) {
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.listener = listener
        self.state = state
    }

    /// Starts a server on 127.0.0.1 at `port` (0, the default, picks a free one).
    ///
    /// Serves `fixtures`, or the bundled fixtures if `nil`, within `limits`.
    /// Before returning, it connects to its own port (and hangs up) within
    /// `limits.reachDeadline`, so a process that cannot reach it (no
    /// loopback) learns so at once instead of at each request's deadline.
    /// Throws `PixelsError.serverFailed` if the port cannot be bound or
    /// reached (the server is then stopped), and
    /// `PixelsError.fixturesUnavailable` if the fixtures cannot be read.
    public static func start(
        port: UInt16 = 0, fixtures: FixtureStore? = nil, faults: FaultPlan = FaultPlan(),
        limits: ServerLimits = ServerLimits()
    ) throws(PixelsError) -> PhotoServer {
        let store: FixtureStore
        if let fixtures { store = fixtures } else { store = try FixtureStore.bundled() }
        return try launch(port: port, faults: faults, limits: limits) { server in
            let router = PhotoRouter(fixtures: store, state: server.state, baseURL: server.baseURL)
            return { request in router.respond(to: request) }
        }
    }

    /// Starts a server on 127.0.0.1 that answers every request with
    /// `respond` instead of the photo API: the same listener, workers,
    /// deadlines and bounds, for pages of one's own (`workbook read`).
    /// Throws as `start(port:fixtures:faults:limits:)` does.
    public static func start(
        port: UInt16 = 0, limits: ServerLimits = ServerLimits(),
        answering respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(PixelsError) -> PhotoServer {
        try launch(port: port, faults: FaultPlan(), limits: limits) { _ in respond }
    }

    /// Binds `port`, starts the listener with the answers `responder` makes
    /// for the new server, and checks that the port can be reached.
    private static func launch(
        port: UInt16, faults: FaultPlan, limits: ServerLimits,
        responder: (PhotoServer) -> @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(PixelsError) -> PhotoServer {
        let socket = try Socket.listen(port: port)
        let server = PhotoServer(
            port: socket.port, listener: Listener(descriptor: socket.descriptor, limits: limits),
            state: ServerState(faults: faults, limits: limits))
        let handler = ConnectionHandler(
            respond: responder(server), state: server.state, listener: server.listener)
        server.listener.start(handler: handler)
        if faults.unreachable {
            server.stop()
            server.waitUntilStopped()
        }
        try server.checkReachable(within: limits.reachDeadline)
        return server
    }

    /// Connects to the server's own port and hangs up; stops the server and
    /// throws `serverFailed`, saying why, if it cannot connect within
    /// `deadline`. Once connected it waits (within the deadline) for the
    /// server to close its side too, so that this connection no longer
    /// counts against `maximumConnections` when `start()` returns.
    private func checkReachable(within deadline: Duration) throws(PixelsError) {
        let end = ContinuousClock.now + deadline
        let reason: Bilingual
        switch Socket.connect(host: "127.0.0.1", port: port, before: end) {
        case .success(let connection):
            Platform.shutdownWriting(connection)
            while Socket.waitForInput(connection, before: end),
                case .bytes = Socket.read(connection)
            {}
            Socket.close(connection)
            return
        case .failure(.refused):
            reason = Bilingual(en: "the connection was refused", zh: "连接被拒绝")
        case .failure(.timedOut):
            reason = Bilingual(
                en: "no connection within \(deadline)",
                zh: "\(deadline.chineseDescription)内没有连上")
        case .failure(.unknownHost):
            reason = Bilingual(
                en: "127.0.0.1 is not an address here", zh: "127.0.0.1 在本机不是一个地址")
        case .failure(.failed(let system)):
            reason = system.text
        }
        stop()
        let url = baseURL.absoluteString
        throw .serverFailed(
            Bilingual(
                en:
                    "this process cannot reach \(url) (\(reason.en)); is the loopback interface up?",
                zh: "本进程连不上 \(url)（\(reason.zh)）；回环接口启用了吗？"))
    }

    /// The deadlines and bounds the server keeps to.
    public var limits: ServerLimits { listener.limits }

    /// The faults injected from now on. Replace it at any time.
    public var faults: FaultPlan {
        get { state.faults }
        set { state.faults = newValue }
    }

    /// The most recent requests (at most `limits.loggedRequests`), oldest
    /// first, e.g. `GET /v1/photos?feature=popular`; `rejected: …` for
    /// malformed or late ones, `abandoned: GET …` when a client hung up
    /// (cancelled) while an injected delay held its answer back, and
    /// `accept failed: …` when the system ran out of descriptors. A line
    /// longer than `limits.loggedLineLength` is cut with `…`.
    public var requests: [String] { state.requests }

    /// How many of the recent requests matched `pattern`, e.g. `"GET /v1/photos"`.
    public func requestCount(matching pattern: RoutePattern) -> Int {
        state.requests.count { line in
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            return parts.count == 2 && pattern.matches(method: parts[0], path: parts[1])
        }
    }

    /// Stops accepting clients and cuts open connections short. Safe to call twice.
    public func stop() {
        listener.stop()
    }

    /// Blocks until the server has stopped and its threads have ended (for
    /// `--serve`, which runs until Ctrl-C).
    public func waitUntilStopped() {
        listener.waitUntilStopped()
    }

    deinit {
        listener.stop()
    }
}
