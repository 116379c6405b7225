import Foundation
import Pixels
import Reactive

/// A photo API in memory that answers on a `TestScheduler`, `latency` ticks
/// after each request, and writes down every request and cancellation.
///
/// It behaves like the real server: `demo`/`demo` logs in, a vote needs a
/// token it issued, and a vote is remembered in the photo's details. A test
/// can make any operation fail with `fail(_:with:)`.
final class FakePhotoImporter: PhotoImporting {
    enum Operation: Sendable, Hashable {
        case importPhotos, fetchDetails, downloadThumbnail, downloadFullSize, logIn, vote
    }

    private struct State {
        var requests: [String] = []
        var cancellations: [String] = []
        var failures: [Operation: PixelsError] = [:]
        var tokens: Set<String> = []
        var votes: Set<Int> = []
    }

    let scheduler: TestScheduler
    let photos: [Photo]
    let latency: Int
    /// The thumbnail it sends for a photo id.
    let thumbnail: @Sendable (Int) -> Image
    private let state = Locked(State())

    init(
        scheduler: TestScheduler, photos: [Photo] = SamplePhotos.all, latency: Int = 2,
        thumbnail: @escaping @Sendable (Int) -> Image = SamplePhotos.thumbnail
    ) {
        self.scheduler = scheduler
        self.photos = photos
        self.latency = latency
        self.thumbnail = thumbnail
    }

    /// Every request so far, e.g. `fetchDetails 1001`, in order.
    var requests: [String] { state.withLock { $0.requests } }

    /// Every request disposed of before its answer, in order.
    var cancellations: [String] { state.withLock { $0.cancellations } }

    /// Makes every later `operation` fail with `error`.
    func fail(_ operation: Operation, with error: PixelsError) {
        state.withLock { $0.failures[operation] = error }
    }

    /// Makes every later `operation` succeed again.
    func recover(_ operation: Operation) {
        state.withLock { $0.failures[operation] = nil }
    }

    /// Issues a token as a successful login would, for tests that start logged in.
    func issueToken() -> AuthToken {
        let token = AuthToken("token-\(state.withLock { $0.tokens.count + 1 })", username: "demo")
        state.withLock { _ = $0.tokens.insert(token.value) }
        return token
    }

    func importPhotos() -> Signal<[Photo]> {
        answer("importPhotos", .importPhotos) { [photos] in photos }
    }

    func fetchDetails(for photo: Photo) -> Signal<Photo> {
        answer("fetchDetails \(photo.id)", .fetchDetails) { self.details(of: photo) }
    }

    func downloadThumbnail(for photo: Photo) -> Signal<Image> {
        answer("downloadThumbnail \(photo.id)", .downloadThumbnail) { [thumbnail] in
            thumbnail(photo.id)
        }
    }

    func downloadFullSize(for photo: Photo) -> Signal<Image> {
        guard photo.fullSizeURL != nil else {
            return .error(PixelsError.missingImageSize(photoID: photo.id, size: 4))
        }
        return answer("downloadFullSize \(photo.id)", .downloadFullSize) {
            SamplePhotos.fullSize(photo.id)
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
        return answer("vote \(photo.id) \(token.value)", .vote, orFail: known ? nil : .notLoggedIn)
        {
            self.state.withLock { _ = $0.votes.insert(photo.id) }
            return self.details(of: photo)
        }
    }

    /// `photo` with the details the server would give.
    private func details(of photo: Photo) -> Photo {
        var details = photo
        details.fullSizeURL = SamplePhotos.base.appendingPathComponent("images/\(photo.id)-4.ppm")
        details.commentsCount = photo.id % 100
        details.votedFor = state.withLock { $0.votes.contains(photo.id) }
        return details
    }

    /// A cold signal that records `request` at subscription and answers
    /// `latency` ticks later: the failure set for `operation` (or `failure`),
    /// else `value()`.
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
}
