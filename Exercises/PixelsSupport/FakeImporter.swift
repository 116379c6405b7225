import Foundation
import Pixels
import Reactive

/// A photo API in memory for tests: it answers on a `TestScheduler`,
/// `latency` ticks after each request, and writes every request down.
///
/// It is a fake, not a mock: it really behaves like the server, only faster
/// and on virtual time. The details give a photo its full-size URL and
/// comment count; the images are small squares of one colour per photo
/// (`FakeImporter.thumbnail(of:)`, `FakeImporter.fullSize(of:)`); `demo` and
/// `demo` log in; a vote needs the token. `fail(_:with:)` makes an operation
/// fail from then on, and `succeed(_:)` makes it work again.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let importer = FakeImporter(scheduler: scheduler)
/// importer.importPhotos().subscribeNext { print($0.count) }
/// print(importer.requests)   // prints ["importPhotos"]
/// scheduler.advance(by: 2)   // prints 3
/// ```
///
/// Book: the fake importer the book's view-model tests would have used instead of OCMock
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

    private struct State {
        var requests: [String] = []
        var cancellations: [String] = []
        var failures: [Operation: PixelsError] = [:]
    }

    /// The three photos of the listing, without details or images.
    public static let samplePhotos: [Photo] = [
        sample(1001, "Astronaut Eileen Collins", by: "NASA", rating: 98.4),
        sample(1002, "Chelsea the Cat", by: "Stefan van der Walt", rating: 97.9),
        sample(1003, "Cup of Coffee", by: "Rachel Michetti", rating: 96.2),
    ]

    /// Where the fake pretends to live.
    public static let baseURL = URL(string: "http://127.0.0.1:8080")!

    /// The clock the answers wait on.
    public let scheduler: TestScheduler
    /// How many ticks each answer takes.
    public let latency: Int
    /// What `importPhotos()` sends.
    public let photos: [Photo]
    private let state = Locked(State())

    /// An importer of `photos` that answers `latency` ticks after each request.
    public init(scheduler: TestScheduler, latency: Int = 2, photos: [Photo] = samplePhotos) {
        self.scheduler = scheduler
        self.latency = latency
        self.photos = photos
    }

    /// Every request so far, in order, e.g. `["fetchDetails 1001", "downloadFullSize 1001"]`.
    public var requests: [String] {
        state.withLock { $0.requests }
    }

    /// The requests disposed of before their answer, in order.
    public var cancellations: [String] {
        state.withLock { $0.cancellations }
    }

    /// Makes every later `operation` fail with `error`.
    public func fail(_ operation: Operation, with error: PixelsError) {
        state.withLock { $0.failures[operation] = error }
    }

    /// Makes `operation` answer normally again.
    public func succeed(_ operation: Operation) {
        state.withLock { $0.failures[operation] = nil }
    }

    /// The thumbnail the fake sends for `photo`: 2×2, one colour per photo.
    public static func thumbnail(of photo: Photo) -> Image {
        Image(width: 2, height: 2, filledWith: color(of: photo))
    }

    /// The full-size image the fake sends for `photo`: 4×4, one colour per photo.
    public static func fullSize(of photo: Photo) -> Image {
        Image(width: 4, height: 4, filledWith: color(of: photo))
    }

    /// `photo` with the details the fake gives: its full-size URL and a comment count.
    public static func details(of photo: Photo) -> Photo {
        var details = photo
        details.fullSizeURL = baseURL.appendingPathComponent("images/\(photo.id)-4.ppm")
        details.commentsCount = photo.id % 100
        return details
    }

    /// Sends `photos` after `latency` ticks.
    public func importPhotos() -> Signal<[Photo]> {
        answer("importPhotos", .importPhotos) { [photos] in photos }
    }

    /// Sends `photo` with its details after `latency` ticks.
    public func fetchDetails(for photo: Photo) -> Signal<Photo> {
        answer("fetchDetails \(photo.id)", .fetchDetails) { Self.details(of: photo) }
    }

    /// Sends `thumbnail(of: photo)` after `latency` ticks.
    public func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        answer("downloadThumbnail \(photo.id)", .downloadThumbnail) { Self.thumbnail(of: photo) }
    }

    /// Sends `fullSize(of: photo)` after `latency` ticks; fails at once,
    /// without a request, if `photo` has no full-size URL (no details yet).
    public func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard photo.fullSizeURL != nil else {
            return .error(
                PixelsError.missingImageSize(photoID: photo.id, size: PhotoDecoder.fullSize))
        }
        return answer("downloadFullSize \(photo.id)", .downloadFullSize) {
            Self.fullSize(of: photo)
        }
    }

    /// Sends a token for `demo`/`demo` after `latency` ticks; anything else
    /// fails with `PixelsError.loginRejected`.
    public func logIn(username: String, password: String) -> Signal<AuthToken> {
        let accepted = username == "demo" && password == "demo"
        return answer("logIn \(username)", .logIn, orFail: accepted ? nil : .loginRejected) {
            AuthToken("fake-token", username: username)
        }
    }

    /// Sends `photo` voted for after `latency` ticks; fails at once with
    /// `PixelsError.notLoggedIn` without a token.
    public func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        guard token != nil else { return .error(PixelsError.notLoggedIn) }
        return answer("vote \(photo.id)", .vote) {
            var voted = Self.details(of: photo)
            voted.votedFor = true
            return voted
        }
    }

    /// A cold signal that writes `request` down when subscribed and answers
    /// `latency` ticks later: with the failure set for `operation` (or
    /// `failure`), else with `value()`.
    private func answer<Value>(
        _ request: String, _ operation: Operation, orFail failure: PixelsError? = nil,
        _ value: @escaping @Sendable () -> Value
    ) -> Signal<Value> {
        Signal { observer in
            let failure = self.state.withLock { state in
                state.requests.append(request)
                return state.failures[operation] ?? failure
            }
            let answered = Locked(false)
            let reply = self.scheduler.schedule(after: .seconds(self.latency)) {
                answered.withLock { $0 = true }
                if let failure {
                    observer.sendError(failure)
                } else {
                    observer.sendNext(value())
                    observer.sendCompleted()
                }
            }
            return ActionDisposable {
                guard !answered.withLock({ $0 }) else { return }
                reply?.dispose()
                self.state.withLock { $0.cancellations.append(request) }
            }
        }
    }

    private static func sample(_ id: Int, _ name: String, by photographer: String, rating: Double)
        -> Photo
    {
        Photo(
            id: id, name: name, photographer: photographer, rating: rating,
            thumbnailURL: baseURL.appendingPathComponent("images/\(id)-3.ppm"))
    }

    private static func color(of photo: Photo) -> RGB {
        let shade = UInt8(truncatingIfNeeded: photo.id * 37)
        return RGB(shade, 255 - shade, 128)
    }
}
