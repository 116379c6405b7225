import Reactive
import Synchronization

/// The latest values of two signals, sent as a pair whenever either one changes.
///
/// Nothing is sent until both signals have sent a value. After that, every new
/// value from either side sends a fresh pair. The result fails as soon as either
/// signal fails and completes once both have completed. It is Chapter 1's
/// hand-made stand-in for the library's `combineLatest`, small enough to read
/// now; it expects its two sources to send one at a time, as the chapter's
/// subjects do.
///
/// ```swift
/// let b = BehaviorSubject(1)
/// let c = BehaviorSubject(2)
/// latestPairs(b.signal, c.signal).subscribeNext { print($0) }   // prints (1, 2)
/// b.sendNext(10)                                                // prints (10, 2)
/// ```
///
/// Book: `+[RACSignal combineLatest:]`
func latestPairs<First, Second>(
    _ first: Signal<First>, _ second: Signal<Second>
) -> Signal<(First, Second)> {
    Signal { observer in
        let latest = LatestValues<First, Second>()
        let completed: @Sendable () -> Void = {
            if latest.completeOne() { observer.sendCompleted() }
        }
        let firstSubscription = first.subscribe(
            next: { value in
                if let pair = latest.update(first: value) { observer.sendNext(pair) }
            },
            error: observer.sendError, completed: completed)
        let secondSubscription = second.subscribe(
            next: { value in
                if let pair = latest.update(second: value) { observer.sendNext(pair) }
            },
            error: observer.sendError, completed: completed)
        return CompositeDisposable([firstSubscription, secondSubscription])
    }
}

/// The latest value from each side, and how many sides have completed, behind one lock.
private final class LatestValues<First: Sendable, Second: Sendable>: Sendable {
    private struct State {
        var first: First?
        var second: Second?
        var completedSides = 0
    }

    private let state = Mutex(State())

    /// Stores a new first value; returns the pair to send once both sides have one.
    func update(first: First) -> (First, Second)? {
        state.withLock { state in
            state.first = first
            return state.second.map { (first, $0) }
        }
    }

    /// Stores a new second value; returns the pair to send once both sides have one.
    func update(second: Second) -> (First, Second)? {
        state.withLock { state in
            state.second = second
            return state.first.map { ($0, second) }
        }
    }

    /// Notes that one side completed; returns whether both now have.
    func completeOne() -> Bool {
        state.withLock { state in
            state.completedSides += 1
            return state.completedSides == 2
        }
    }
}
