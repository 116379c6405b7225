import Synchronization

/// The shared engine of `Subject`, `ReplaySubject` and `BehaviorSubject`.
///
/// It keeps the list of observers, an optional replay buffer and the terminal
/// event. Sending and subscribing are both "jobs". One thread at a time
/// delivers jobs, in the order they arrived; a job that arrives meanwhile, from
/// another thread or from inside a delivery, waits in a queue. That makes
/// delivery serial and never re-entrant (Contract 2) while no lock is held
/// when observers are called.
final class Broadcaster<Value: Sendable>: Sendable {
    private enum Job {
        case event(Event<Value>)
        case subscribe(Observer<Value>)
    }

    /// What one job gives to deliver, once recorded.
    private enum Delivery {
        case event(Event<Value>, to: [Observer<Value>])
        case replay([Event<Value>], to: Observer<Value>)
    }

    private struct State {
        var observers: [Observer<Value>] = []
        var departed = 0  // observers disposed since the last sweep
        var buffer: [Value] = []
        var terminal: Event<Value>?
        var waiting = Deque<Job>()
        var isDelivering = false
        /// Subscriptions that feed this subject, disposed when it ends.
        var upstreams: [WeakDisposable] = []
        var upstreamsAfterSweep = 0

        /// Records `event` and returns who must receive it.
        mutating func record(_ event: Event<Value>, capacity: Int) -> [Observer<Value>] {
            guard terminal == nil else { return [] }
            let targets = observers
            if case .next(let value) = event, capacity > 0 {
                buffer.append(value)
                if buffer.count > capacity { buffer.removeFirst() }
            }
            if event.isTerminal {
                terminal = event
                observers = []
            }
            return targets
        }

        /// Adds `observer` and returns what it must be replayed first.
        mutating func join(_ observer: Observer<Value>) -> [Event<Value>] {
            guard !observer.isDisposed else { return [] }
            if terminal == nil { observers.append(observer) }
            var replay = buffer.map(Event.next)
            if let terminal { replay.append(terminal) }
            return replay
        }

        /// Takes the next waiting job and records it, returning what must be
        /// delivered; with no job left, gives up the delivering role.
        mutating func nextDelivery(capacity: Int) -> Delivery? {
            switch waiting.popFirst() {
            case .event(let event):
                return .event(event, to: record(event, capacity: capacity))
            case .subscribe(let observer):
                return .replay(join(observer), to: observer)
            case nil:
                isDelivering = false
                return nil
            }
        }

        /// Takes the delivering role, or queues `job` if someone else has it.
        mutating func startDelivering(orQueue job: Job) -> Bool {
            if isDelivering {
                waiting.append(job)
                return false
            }
            isDelivering = true
            return true
        }
    }

    private let state = Locked(State())
    private let capacity: Int

    /// Creates an engine that replays up to `capacity` values (0 for none).
    init(capacity: Int, initialValues: [Value] = []) {
        precondition(capacity >= 0, "a replay capacity cannot be negative")
        self.capacity = capacity
        state.withLock { $0.buffer = Array(initialValues.suffix(capacity)) }
    }

    func send(_ event: Event<Value>) {
        let targets = state.withLock { state -> [Observer<Value>]? in
            guard state.startDelivering(orQueue: .event(event)) else { return nil }
            return state.record(event, capacity: capacity)
        }
        // Another delivery is under way (on another thread, or further up this
        // one): it will deliver this event after the current one.
        guard let targets else { return }
        for observer in targets { observer.send(event) }
        if event.isTerminal { releaseUpstreams() }
        deliverWaiting()
    }

    /// Adds `observer`; the returned disposable tells us when it leaves.
    func subscribe(_ observer: Observer<Value>) -> any Disposable {
        let replay = state.withLock { state -> [Event<Value>]? in
            guard state.startDelivering(orQueue: .subscribe(observer)) else { return nil }
            return state.join(observer)
        }
        if let replay {
            for event in replay { observer.send(event) }
            deliverWaiting()
        }
        // The closure is made here, in code specialised for `Value`, so running
        // it later from a type-erased `dispose()` stays fast.
        return Departure { [weak self] in self?.observerDeparted() }
    }

    /// Keeps `subscription`, one that feeds this subject, until the subject
    /// ends; if it has ended already, disposes it at once.
    ///
    /// The reference is weak. A subscription into a subject is an observer
    /// that holds the subject, so a strong one would make a cycle that
    /// outlives a disposed subscription; and a subscription that nothing else
    /// holds can receive nothing, so there is nothing to dispose.
    func adopt(_ subscription: any Disposable) {
        let kept = state.withLock { state -> Bool in
            guard state.terminal == nil else { return false }
            state.upstreams.append(WeakDisposable(subscription))
            // Forget the ones disposed meanwhile each time the list doubles,
            // so a long-lived subject fed by many short subscriptions stays small.
            if state.upstreams.count > 2 * max(state.upstreamsAfterSweep, 8) {
                state.upstreams.removeAll { $0.isDisposed }
                state.upstreamsAfterSweep = state.upstreams.count
            }
            return true
        }
        if !kept { subscription.dispose() }
    }

    /// Disposes the subscriptions that fed this subject, once it has ended.
    private func releaseUpstreams() {
        let upstreams = state.withLock { state in
            defer { state.upstreams = [] }
            return state.upstreams
        }
        for upstream in upstreams { upstream.dispose() }
    }

    /// The values a late subscriber would be replayed, oldest first.
    var bufferedValues: [Value] {
        state.withLock { $0.buffer }
    }

    /// Delivers the jobs that queued up during a delivery, in order, then gives
    /// up the delivering role. Each job leaves the queue and is recorded in
    /// one turn of the lock.
    private func deliverWaiting() {
        while let delivery = state.withLock({ $0.nextDelivery(capacity: capacity) }) {
            switch delivery {
            case .event(let event, let targets):
                for observer in targets { observer.send(event) }
                if event.isTerminal { releaseUpstreams() }
            case .replay(let events, let observer):
                for event in events { observer.send(event) }
            }
        }
    }

    /// Forgets disposed observers once they make up half the list, so that
    /// leaving costs O(1) on average and the list never holds many dead entries.
    /// (`departed` may count an observer that never joined; the sweep checks
    /// each observer's own flag, so that only makes a sweep come early.)
    private func observerDeparted() {
        state.withLock { state in
            state.departed += 1
            guard state.departed * 2 > state.observers.count else { return }
            state.observers.removeAll { $0.isDisposed }
            state.departed = 0
        }
    }
}

/// Returned for each subscription to a subject; it reports the departure once.
private final class Departure: Disposable {
    private let report: @Sendable () -> Void
    private let disposed = Atomic<Bool>(false)

    init(_ report: @escaping @Sendable () -> Void) {
        self.report = report
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        report()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }
}

/// A weak reference to a disposable; disposing it disposes the target, if alive.
private final class WeakDisposable: Disposable {
    private weak let target: (any Disposable)?

    init(_ target: any Disposable) {
        self.target = target
    }

    func dispose() {
        target?.dispose()
    }

    var isDisposed: Bool {
        target?.isDisposed ?? true
    }
}
