import Pixels
import Reactive
import ReactiveTesting

/// A photo API in memory, on virtual time: it answers `latency` ticks after
/// each request, on a `TestScheduler`, and writes every request down.
///
/// It is a fake, not a mock: a small working implementation of the same
/// `PhotoImporting` protocol the app's HTTP importer implements, so a view
/// model cannot tell the two apart. What it answers comes from its `Answers`
/// (three sample photos in coloured squares, or the bundled fixtures). It
/// behaves like the bundled server: `demo`/`demo` logs in, a vote needs a
/// token it issued, and a vote is remembered in the photo's details.
/// `fail(_:with:)` makes an operation fail from then on, `succeed(_:)` makes
/// it work again.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let importer = FakeImporter(scheduler: scheduler)
/// importer.importPhotos().subscribeNext { print($0.count) }
/// print(importer.requests)   // prints ["importPhotos"]
/// scheduler.advance(by: 2)   // prints 3
/// ```
///
/// Book: none; the book leaves FRPPhotoImporter untested, and mocks its
/// models and view models with OCMock.
public final class FakeImporter: PhotoImporting {
    /// The operations of `PhotoImporting`, to make one of them fail.
    public enum Operation: Sendable, Hashable {
        /// `importPhotos()`
        case importPhotos
        /// `fetchDetails(for:)`
        case fetchDetails
        /// `downloadThumbnail(for:)`
        case downloadThumbnail
        /// `downloadFullSize(for:)`
        case downloadFullSize
        /// `logIn(username:password:)`
        case logIn
        /// `vote(for:token:)`
        case vote
    }

    /// One request: its name (e.g. `fetchDetails 1002`), when it was sent,
    /// and when it was answered or cancelled.
    public struct Request: Sendable {
        /// What was asked, e.g. `downloadFullSize 1002`.
        public let name: String
        /// From the tick it was sent to the tick it was answered or cancelled.
        public internal(set) var span: SubscriptionSpan
        /// Whether it was disposed of before its answer.
        public internal(set) var cancelled = false
    }

    private struct State {
        var log: [Request] = []
        var failures: [Operation: PixelsError] = [:]
        var tokens: Set<String> = []
        var votes: Set<Int> = []
    }

    /// The clock the answers wait on.
    public let scheduler: TestScheduler
    /// How many ticks each answer takes.
    public let latency: Int
    /// What it answers with.
    public let answers: Answers
    private let state = Locked(State())

    /// An importer that answers with `answers`, `latency` ticks after each request.
    public init(scheduler: TestScheduler, latency: Int = 2, answers: Answers) {
        self.scheduler = scheduler
        self.latency = latency
        self.answers = answers
    }

    /// An importer of `photos` (the three sample photos unless given), with
    /// the samples' details and images, `latency` ticks after each request.
    public convenience init(
        scheduler: TestScheduler, latency: Int = 2, photos: [Photo] = FakeImporter.samplePhotos
    ) {
        var answers = Answers.samples
        answers.photos = photos
        self.init(scheduler: scheduler, latency: latency, answers: answers)
    }

    /// What `importPhotos()` sends.
    public var photos: [Photo] {
        answers.photos
    }

    /// Every request so far, in order, e.g. `["fetchDetails 1001", "downloadFullSize 1001"]`.
    public var requests: [String] {
        state.withLock { $0.log.map(\.name) }
    }

    /// The requests disposed of before their answer, in order.
    public var cancellations: [String] {
        state.withLock { $0.log.filter(\.cancelled).map(\.name) }
    }

    /// Every request so far, with its span of ticks, in the order they were sent.
    public var log: [Request] {
        state.withLock { $0.log }
    }

    /// Makes every later `operation` fail with `error`.
    public func fail(_ operation: Operation, with error: PixelsError) {
        state.withLock { $0.failures[operation] = error }
    }

    /// Makes `operation` answer normally again.
    public func succeed(_ operation: Operation) {
        state.withLock { $0.failures[operation] = nil }
    }

    /// Issues a token as a successful login would, for a session that starts
    /// logged in: `token-1`, `token-2`, … for `demo`.
    public func issueToken() -> AuthToken {
        state.withLock { state in
            let token = AuthToken("token-\(state.tokens.count + 1)", username: "demo")
            state.tokens.insert(token.value)
            return token
        }
    }

    /// Sends `answers.photos` after `latency` ticks.
    public func importPhotos() -> Signal<[Photo]> {
        answer("importPhotos", .importPhotos) { [answers] in answers.photos }
    }

    /// Sends `photo` with its details (and the votes so far) after `latency` ticks.
    public func fetchDetails(for photo: Photo) -> Signal<Photo> {
        answer("fetchDetails \(photo.id)", .fetchDetails) { try self.details(of: photo) }
    }

    /// Sends the photo's thumbnail after `latency` ticks.
    public func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        answer("downloadThumbnail \(photo.id)", .downloadThumbnail) { [answers] in
            try answers.thumbnail(photo)
        }
    }

    /// Sends the photo's full-size image after `latency` ticks; fails at
    /// once, without a request, if `photo` has no full-size URL (no details yet).
    public func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard photo.fullSizeURL != nil else {
            return .error(
                PixelsError.missingImageSize(photoID: photo.id, size: PhotoDecoder.fullSize))
        }
        return answer("downloadFullSize \(photo.id)", .downloadFullSize) { [answers] in
            try answers.fullSize(photo)
        }
    }

    /// Sends a new token for `demo`/`demo` after `latency` ticks; anything
    /// else fails with `PixelsError.loginRejected`.
    public func logIn(username: String, password: String) -> Signal<AuthToken> {
        let accepted = username == "demo" && password == "demo"
        return answer("logIn \(username)", .logIn, orFail: accepted ? nil : .loginRejected) {
            self.issueToken()
        }
    }

    /// Sends `photo` voted for after `latency` ticks. Fails at once with
    /// `PixelsError.notLoggedIn` without a token, and after `latency` ticks
    /// with a token it did not issue.
    public func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        guard let token else { return .error(PixelsError.notLoggedIn) }
        let known = state.withLock { $0.tokens.contains(token.value) }
        let request = "vote \(photo.id) \(token.value)"
        return answer(request, .vote, orFail: known ? nil : .notLoggedIn) {
            self.state.withLock { _ = $0.votes.insert(photo.id) }
            return try self.details(of: photo)
        }
    }

    /// `photo` updated with its details, and whether it has been voted for.
    private func details(of photo: Photo) throws(PixelsError) -> Photo {
        var updated = photo.updated(with: try answers.details(photo))
        updated.votedFor = state.withLock { $0.votes.contains(photo.id) }
        return updated
    }

    /// A cold signal that writes `request` down when subscribed and answers
    /// `latency` ticks later: with the failure set for `operation` (or
    /// `failure`), else with `value()`. Disposing it before then cancels it.
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
