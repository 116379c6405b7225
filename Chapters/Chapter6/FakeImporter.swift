import Pixels
import Reactive
import ReactiveTesting

/// A photo API in memory, on virtual time: it answers from the bundled
/// fixtures `latency` ticks after each request, and writes every request down.
///
/// It is a fake, not a mock: a small working implementation of the same
/// `PhotoImporting` protocol the app's HTTP importer implements, so a view
/// model cannot tell the two apart. It behaves like the bundled server:
/// `demo`/`demo` logs in, a vote needs a token it issued, and a vote is
/// remembered. `fail(_:with:)` makes an operation fail from then on.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let importer = FakeImporter(scheduler: scheduler)
/// importer.importPhotos().subscribeNext { print($0.count) }
/// scheduler.run()              // prints 14 at tick 2
/// print(importer.requests)     // prints ["importPhotos"]
/// ```
///
/// Book: none; the book leaves FRPPhotoImporter untested, and mocks its
/// models and view models with OCMock.
final class FakeImporter: FakeImporting {
    /// The operations of `PhotoImporting`, for `fail(_:with:)`.
    enum Operation: Sendable, Hashable {
        case importPhotos, fetchDetails, downloadThumbnail, downloadFullSize, logIn, vote
    }

    /// One request: its name (e.g. `fetchDetails 1002`), when it was sent,
    /// and when it was answered or cancelled.
    struct Request: Sendable {
        let name: String
        var span: SubscriptionSpan
        var cancelled = false
    }

    private struct State {
        var log: [Request] = []
        var failures: [Operation: PixelsError] = [:]
        var tokens: Set<String> = []
        var votes: Set<Int> = []
    }

    private let scheduler: TestScheduler
    private let latency: Int
    private let library = PhotoLibrary.shared
    private let state = Locked(State())

    /// An importer that answers on `scheduler`, `latency` ticks after each request.
    init(scheduler: TestScheduler, latency: Int = 2) {
        self.scheduler = scheduler
        self.latency = latency
    }

    /// Every request so far, by name, in the order they were sent.
    var requests: [String] { state.withLock { $0.log.map(\.name) } }

    /// Every request so far, with its span of ticks, in the order they were sent.
    var log: [Request] { state.withLock { $0.log } }

    /// Makes every later `operation` fail with `error`.
    func fail(_ operation: Operation, with error: PixelsError) {
        state.withLock { $0.failures[operation] = error }
    }

    /// Issues a token as a successful login would, for a session that starts logged in.
    func issueToken() -> AuthToken {
        state.withLock { state in
            let token = AuthToken("token-\(state.tokens.count + 1)", username: "demo")
            state.tokens.insert(token.value)
            return token
        }
    }

    func importPhotos() -> Signal<[Photo]> {
        answer("importPhotos", .importPhotos) { [library] in library.photos }
    }

    func fetchDetails(for photo: Photo) -> Signal<Photo> {
        answer("fetchDetails \(photo.id)", .fetchDetails) { try self.details(of: photo) }
    }

    func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        answer("downloadThumbnail \(photo.id)", .downloadThumbnail) { [library] in
            try library.image(named: "\(photo.id)-3.ppm")
        }
    }

    func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard photo.fullSizeURL != nil else {
            return .error(PixelsError.missingImageSize(photoID: photo.id, size: 4))
        }
        return answer("downloadFullSize \(photo.id)", .downloadFullSize) { [library] in
            try library.image(named: "\(photo.id)-4.ppm")
        }
    }

    func logIn(username: String, password: String) -> Signal<AuthToken> {
        let accepted = username == "demo" && password == "demo"
        return answer("logIn \(username)", .logIn, orFail: accepted ? nil : .loginRejected) {
            self.issueToken()
        }
    }

    func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        guard let token else { return .error(PixelsError.notLoggedIn) }
        let known = state.withLock { $0.tokens.contains(token.value) }
        let request = "vote \(photo.id) \(token.value)"
        return answer(request, .vote, orFail: known ? nil : .notLoggedIn) {
            self.state.withLock { _ = $0.votes.insert(photo.id) }
            return try self.details(of: photo)
        }
    }

    /// `photo` updated with its details from the fixtures, and the votes so far.
    private func details(of photo: Photo) throws(PixelsError) -> Photo {
        guard let details = library.details[photo.id] else {
            throw .httpStatus(404, url: "\(PhotoLibrary.baseURL)/v1/photos/\(photo.id)")
        }
        var updated = photo.updated(with: details)
        updated.votedFor = state.withLock { $0.votes.contains(photo.id) }
        return updated
    }

    /// A cold signal that logs `request` when subscribed and answers `latency`
    /// ticks later: with the failure set for `operation` (or `failure`), else
    /// with `value()`. Disposing it before then cancels it.
    ///
    /// Contract: cold · values: one answer · errors: PixelsError
    ///   completes: `latency` ticks after subscribing · fails: as told, same tick
    ///   scheduler: the test scheduler · multicast: no (a request per subscriber)
    private func answer<Value>(
        _ request: String, _ operation: Operation, orFail failure: PixelsError? = nil,
        _ value: @escaping @Sendable () throws -> Value
    ) -> Signal<Value> {
        Signal { observer in
            let sent = Request(name: request, span: SubscriptionSpan(self.scheduler.now))
            let (index, failure) = self.state.withLock { state in
                state.log.append(sent)
                return (state.log.count - 1, state.failures[operation] ?? failure)
            }
            let reply = self.scheduler.schedule(after: .seconds(self.latency)) {
                self.end(index, cancelled: false)
                do {
                    if let failure { throw failure }
                    observer.sendNext(try value())
                    observer.sendCompleted()
                } catch {
                    observer.sendError(error)
                }
            }
            return ActionDisposable {
                reply?.dispose()
                self.end(index, cancelled: true)
            }
        }
    }

    /// Notes when request `index` ended, the first time it ends.
    private func end(_ index: Int, cancelled: Bool) {
        let now = scheduler.now
        state.withLock { state in
            guard state.log[index].span.disposed == nil else { return }
            state.log[index].span = SubscriptionSpan(state.log[index].span.subscribed, now)
            state.log[index].cancelled = cancelled
        }
    }
}

// snippet.fakeImporting
// snippet.hide
/// What a test can ask of `FakeImporter`, besides what every `PhotoImporting` does.
///
/// Book: the expectations set on an OCMock mock
// snippet.show
protocol FakeImporting: PhotoImporting {
    init(scheduler: TestScheduler, latency: Int)
    var requests: [String] { get }  // e.g. "fetchDetails 1002", in order
    func fail(_ operation: FakeImporter.Operation, with error: PixelsError)
    func issueToken() -> AuthToken  // for a session already logged in
    // and PhotoImporting's importPhotos(), fetchDetails(for:),
    // downloadThumbnail(for:), downloadFullSize(for:),
    // logIn(username:password:), vote(for:token:)
}
// snippet.end
