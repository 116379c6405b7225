import Reactive
import ReactiveTesting

/// A fake search service for the graders: each search is a cold testable
/// signal of `"<query> 1"`, then `"<query> 2"` and completion, and the
/// service remembers each search so the grader can read its subscriptions.
final class Searches: Sendable {
    private let scheduler: TestScheduler
    private let script: String
    private let started = Locked<[(query: String, signal: TestableSignal<String>)]>([])

    /// A service whose searches follow `script`, such as `"--1-(2|)"`, from their start.
    init(on scheduler: TestScheduler, script: String) {
        self.scheduler = scheduler
        self.script = script
    }

    /// The search for `query`: a cold signal, new for each call.
    @Sendable func search(_ query: String) -> Signal<String> {
        let results = scheduler.coldSignal(script, values: ["1": "\(query) 1", "2": "\(query) 2"])
        started.withLock { $0.append((query, results)) }
        return results.signal
    }

    /// The subscriptions of every search made for `query`, in order.
    func subscriptions(of query: String) -> [SubscriptionSpan] {
        started.withLock { $0 }.filter { $0.query == query }.flatMap { $0.signal.subscriptions }
    }
}
