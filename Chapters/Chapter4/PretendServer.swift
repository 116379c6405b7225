import Reactive
import ReactiveTesting

/// A pretend server on virtual time that remembers every request it received,
/// with when each was subscribed and when it was let go.
///
/// The recipes use it in place of the network: a request answers after as
/// many ticks as `latency` says, and its log of subscription spans shows in a
/// diagram which requests ran, which finished and which were cancelled.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let server = PretendServer(scheduler: scheduler, latency: { _ in 2 }) { $0.uppercased() }
/// server.request("hello").subscribeNext { print($0) }
/// scheduler.run()               // prints HELLO at tick 2
/// print(server.requests[0])     // prints (name: "hello", spans: [0...2])
/// ```
final class PretendServer<Response: Sendable>: Sendable {
    private let scheduler: TestScheduler
    private let latency: @Sendable (String) -> Int
    private let answer: @Sendable (String) -> Response
    private let log = Locked<[(name: String, request: TestableSignal<Response>)]>([])

    /// Creates a server that answers `name` with `answer(name)`, `latency(name)` ticks after each request.
    init(
        scheduler: TestScheduler, latency: @escaping @Sendable (String) -> Int,
        answer: @escaping @Sendable (String) -> Response
    ) {
        self.scheduler = scheduler
        self.latency = latency
        self.answer = answer
    }

    /// A request for `name`: subscribing sends it, disposing cancels it.
    ///
    /// Contract: cold · values: Response · errors: none
    ///   completes: with its answer, `latency(name)` ticks in · fails: never
    ///   scheduler: the server's test scheduler · multicast: no (a request per subscriber)
    func request(_ name: String) -> Signal<Response> {
        let ticks = latency(name)
        let request = scheduler.coldSignal([.next(ticks, answer(name)), .completed(ticks)])
        log.withLock { $0.append((name, request)) }
        return request.signal
    }

    /// Every request made so far, in order, with the spans of its subscriptions.
    var requests: [(name: String, spans: [SubscriptionSpan])] {
        log.withLock { log in log.map { ($0.name, $0.request.subscriptions) } }
    }
}
