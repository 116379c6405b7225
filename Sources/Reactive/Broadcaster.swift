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

    /// What to deliver once the lock is released.
    private enum Delivery {
        case broadcast(Event<Value>, to: [Observer<Value>])
        case replay([Event<Value>], to: Observer<Value>)
    }

    private struct State {
        var observers: [Observer<Value>] = []
        var departed = 0  // observers disposed since the last sweep
        var buffer: [Value] = []
        var terminal: Event<Value>?
        var waiting: [Job] = []
        var isDelivering = false

        /// Applies a job to the state and says what to deliver for it.
        mutating func apply(_ job: Job, capacity: Int) -> Delivery? {
            switch job {
            case .event(let event):
                guard terminal == nil else { return nil }
                let targets = observers
                if case .next(let value) = event, capacity > 0 {
                    buffer.append(value)
                    if buffer.count > capacity { buffer.removeFirst() }
                }
                if event.isTerminal {
                    terminal = event
                    observers = []
                }
                return .broadcast(event, to: targets)
            case .subscribe(let observer):
                guard !observer.isDisposed else { return nil }
                if terminal == nil { observers.append(observer) }
                var replay = buffer.map(Event.next)
                if let terminal { replay.append(terminal) }
                return replay.isEmpty ? nil : .replay(replay, to: observer)
            }
        }
    }

    private let state = Mutex(State())
    private let capacity: Int

    /// Creates an engine that replays up to `capacity` values (0 for none).
    init(capacity: Int, initialValues: [Value] = []) {
        precondition(capacity >= 0, "a replay capacity cannot be negative")
        self.capacity = capacity
        state.withLock { $0.buffer = Array(initialValues.suffix(capacity)) }
    }

    func send(_ event: Event<Value>) {
        run(.event(event))
    }

    /// Adds `observer`; the returned disposable tells us when it leaves.
    func subscribe(_ observer: Observer<Value>) -> any Disposable {
        run(.subscribe(observer))
        // The closure is made here, in code specialised for `Value`, so running
        // it later from a type-erased `dispose()` stays fast.
        return Departure { [weak self] in self?.observerDeparted() }
    }

    /// The values a late subscriber would be replayed, oldest first.
    var bufferedValues: [Value] {
        state.withLock { $0.buffer }
    }

    private func run(_ job: Job) {
        let (isDeliverer, first) = state.withLock { state -> (Bool, Delivery?) in
            if state.isDelivering {
                state.waiting.append(job)
                return (false, nil)
            }
            state.isDelivering = true
            return (true, state.apply(job, capacity: capacity))
        }
        // Another delivery is under way (on another thread, or further up this
        // one): it will deliver this job after the current one.
        guard isDeliverer else { return }
        // This thread is now the deliverer: it empties the queue before leaving.
        var next = first
        while true {
            switch next {
            case .broadcast(let event, let observers):
                for observer in observers { observer.send(event) }
            case .replay(let events, let observer):
                for event in events { observer.send(event) }
            case nil:
                break
            }
            let more = state.withLock { state -> (Bool, Delivery?) in
                guard !state.waiting.isEmpty else {
                    state.isDelivering = false
                    return (false, nil)
                }
                return (true, state.apply(state.waiting.removeFirst(), capacity: capacity))
            }
            guard more.0 else { return }
            next = more.1
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
