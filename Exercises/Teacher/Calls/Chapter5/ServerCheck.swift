import Dispatch
import Foundation
import Pixels
import Reactive

/// Exercise 5.4 once more, over real HTTP to the bundled photo server:
/// `subscribers` screens subscribe at once, before the answer comes.
public struct ServerCheck: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many screens subscribe.
    public var subscribers: Int

    /// A check with `subscribers` screens.
    public init(subscribers: Int) {
        self.subscribers = subscribers
    }

    /// The call as the message names it.
    public var description: String {
        "sharedPhotos(request: request, decode: decode), with a real GET /v1/photos to the "
            + "photo server; \(subscribers) subscribers at once"
    }
}

/// What the screens of a `ServerCheck` got, and what the server's log shows.
public struct ServerRun: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What each screen got, such as "14 photos" or "error: …", in the order they finished.
    public var outcomes: [String]
    /// How many `GET /v1/photos` the server's log shows.
    public var requests: Int

    /// A run whose screens got `outcomes`, with `requests` requests logged.
    public init(outcomes: [String], requests: Int) {
        self.outcomes = outcomes
        self.requests = requests
    }

    /// Each outcome (the same ones counted together), then the log.
    public var description: String {
        var counts: [(String, Int)] = []
        for outcome in outcomes {
            if let index = counts.firstIndex(where: { $0.0 == outcome }) {
                counts[index].1 += 1
            } else {
                counts.append((outcome, 1))
            }
        }
        let got =
            outcomes.isEmpty
            ? "no subscriber got an answer within 5 seconds"
            : counts.map { "\($0.1) subscriber\($0.1 == 1 ? "" : "s") got \($0.0)" }
                .joined(separator: ", ")
        return "\(got); the server's log shows \(requests) GET /v1/photos"
    }
}

extension Chapter5Calls {
    /// Starts the photo server, has `check.subscribers` screens subscribe at
    /// once to the answer's shared photos, and waits for them (5 seconds at most).
    static func playServer(_ check: ServerCheck, _ functions: Chapter5Functions) -> ServerRun {
        let server: PhotoServer
        do {
            server = try PhotoServer.start()
        } catch {
            return ServerRun(outcomes: ["the photo server could not start: \(error)"], requests: 0)
        }
        defer { server.stop() }
        let client = HTTPClient(timeout: .seconds(3))
        let api = PhotoAPI(baseURL: server.baseURL)
        // The answer waits until every screen is there, however fast the
        // server is: they all arrive while the request runs, as in the task.
        let allSubscribed = DispatchGroup()
        allSubscribed.enter()
        let request = Signal<Data> { observer in
            let cancellation = client.send(api.popularPhotos()) { result in
                _ = allSubscribed.wait(timeout: .now() + .seconds(3))
                switch result {
                case .success(let body):
                    observer.sendNext(body)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.sendError(error)
                }
            }
            return ActionDisposable { cancellation.cancel() }
        }
        let base = server.baseURL
        let photos = functions.sharedPhotos(request) {
            try PhotoDecoder.listing(from: $0, relativeTo: base)
        }
        let outcomes = Locked<[String]>([])
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<check.subscribers {
            let count = Locked(0)
            photos.subscribe(
                next: { list in count.withLock { $0 += list.count } },
                error: { error in
                    outcomes.withLock { $0.append("error: \(error)") }
                    finished.signal()
                },
                completed: {
                    let total = count.withLock { $0 }
                    outcomes.withLock { $0.append("\(total) photos") }
                    finished.signal()
                })
        }
        allSubscribed.leave()
        // Well within the judge's time limit: a local answer takes milliseconds.
        let deadline = DispatchTime.now() + .seconds(5)
        for _ in 0..<check.subscribers {
            guard finished.wait(timeout: deadline) == .success else { break }
        }
        let log = server.requests.filter { $0.hasPrefix("GET /v1/photos") }
        return ServerRun(outcomes: outcomes.withLock { $0 }, requests: log.count)
    }
}
