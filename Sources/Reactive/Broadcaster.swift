import Synchronization

/// The shared engine of `Subject`, `ReplaySubject` and `BehaviorSubject`.
///
/// It keeps the list of observers, an optional replay buffer and the terminal
/// event. Sending, subscribing and forgetting departed observers are all
/// jobs for one `SerialGate`, which runs them one at a time, in the order
/// they arrived; a job that arrives meanwhile, from another thread or from
/// inside a delivery, waits in the gate's line. That makes delivery serial
/// and never re-entrant (Contract 2), and it keeps the list of observers
/// unchanged while an event goes through it. The line is a `Backlog`: once
/// it is full, a sender on another thread waits for room (Contract 15).
///
/// An uncontended send takes the gate and lets it go, and calls each
/// observer: no lock, and no reference counting per observer.
final class Broadcaster<Value: Sendable>: Sendable {
    private enum Job {
        case event(Event<Value>)
        case subscribe(Observer<Value>)
        /// Forgets the observers that have left.
        case sweep
    }

    /// What the gate keeps: who listens, and how the subject ended.
    private struct Audience {
        var observers: [Observer<Value>] = []
        var terminal: Event<Value>?
    }

    private let gate: SerialGate<Job, Audience>
    /// The replay buffer, for a subject that replays (`nil` for `Subject`).
    private let replay: Replay<Value>?
    /// The subscriptions feeding this subject (Contract 10).
    private let feeds: SubjectFeeds
    /// What every subscription holds, to report its departure.
    private let departures: Departures

    /// Creates an engine that replays up to `capacity` values (0 for none).
    init(capacity: Int, initialValues: [Value] = []) {
        let replay = capacity == 0 ? nil : Replay(capacity: capacity, values: initialValues)
        let (feeds, tally) = (SubjectFeeds(), Departures.Tally())
        gate = SerialGate(Audience(), takesTurns: true) { audience, job in
            switch job {
            case .event(let event):
                guard audience.terminal == nil else { return }
                if let replay, case .next(let value) = event {
                    replay.buffer.withLock { $0.append(value) }
                }
                deliver(event, to: audience.observers)
                guard event.isTerminal else { return }
                audience.terminal = event
                audience.observers = []
                tally.listed(nil)
                feeds.dispose()
            case .subscribe(let observer):
                guard !observer.isDisposed else { return }
                var replayed = replay?.buffer.withLock { $0.values.map(Event.next) } ?? []
                if let terminal = audience.terminal {
                    replayed.append(terminal)
                } else {
                    audience.observers.append(observer)
                    tally.listed(audience.observers.count)
                }
                for event in replayed { observer.send(event) }
            case .sweep:
                let before = audience.observers.count
                audience.observers.removeAll { $0.isDisposed }
                tally.swept(before - audience.observers.count)
                tally.listed(audience.observers.count)
            }
        }
        self.departures = Departures(tally) { [gate] in gate.send(.sweep) }
        (self.replay, self.feeds) = (replay, feeds)
    }

    deinit {
        // The departures hold the gate, which holds the observers, which
        // hold the departures: cut that circle as the subject goes.
        departures.close()
    }

    func send(_ event: Event<Value>) {
        gate.send(.event(event))
    }

    /// Adds `observer`; the returned disposable tells us when it leaves.
    func subscribe(_ observer: Observer<Value>) -> any Disposable {
        gate.send(.subscribe(observer))
        return departures
    }

    /// Keeps `subscription`, one that feeds this subject, until the subject
    /// ends; if it has ended already, disposes it at once.
    func adopt(_ subscription: any Disposable) {
        feeds.add(subscription)
    }

    /// The values a late subscriber would be replayed, oldest first.
    var bufferedValues: [Value] {
        replay?.buffer.withLock { $0.values } ?? []
    }

    /// Elements moved inside the replay buffer so far (for tests of its complexity).
    var bufferMoves: Int {
        replay?.buffer.withLock { $0.moves } ?? 0
    }
}

/// The values a subject replays, behind a lock of their own, since
/// `BehaviorSubject.value` reads them from any thread.
private final class Replay<Value: Sendable>: Sendable {
    let buffer: Locked<ReplayBuffer<Value>>

    init(capacity: Int, values: [Value]) {
        buffer = Locked(ReplayBuffer(capacity: capacity, values: values))
    }
}

/// Sends `event` to each of `observers`, which the caller keeps alive and
/// unchanged meanwhile: the gate's line holds every job that could change
/// them. The observers are lent to the loop, not retained one by one.
private func deliver<Value>(_ event: Event<Value>, to observers: [Observer<Value>]) {
    observers.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<Observer<Value>>.self) { lent in
            for observer in lent { observer._withUnsafeGuaranteedRef { $0.send(event) } }
        }
    }
}

/// What each subscription to a subject holds: disposing it reports that
/// one more observer has left. Once they make up half the list, the
/// departed observers are forgotten in one sweep, so that leaving costs
/// O(1) on average and the list never holds many dead entries. (A count
/// may include an observer that never joined; the sweep checks each
/// observer's own flag, so that only makes a sweep come early.)
///
/// The departures hold the subject's gate strongly until the subject goes
/// (`close()`), not weakly: a weak reference would give the gate a side
/// table, and make every retain and release of it take the runtime's slow
/// path.
private final class Departures: Disposable {
    private let tally: Tally
    // Made in code specialised for the subject's value type, so that a
    // `dispose()` called through `any Disposable` stays fast; `nil` once
    // the subject has gone.
    private let sweep: Locked<Sweep?>

    init(_ tally: Tally, sweep: @escaping @Sendable () -> Void) {
        self.tally = tally
        self.sweep = Locked(Sweep(run: sweep))
    }

    func dispose() {
        guard tally.departed() else { return }
        // Run after the lock: the sweep calls no observer, but it takes the gate.
        let due = sweep.withLock { $0 }
        due?.run()
    }

    /// Lets go of the gate, as the subject goes.
    func close() {
        let gone = sweep.withLock { sweep in
            defer { sweep = nil }
            return sweep
        }
        _ = gone  // released after the lock: it may free the gate and its observers
    }

    /// Shared by every subscription, so never disposed as a whole.
    var isDisposed: Bool { false }

    /// The sweep, in a box: a closure kept behind the generic lock would
    /// be wrapped in a new reabstraction thunk each time it is copied out.
    private final class Sweep: Sendable {
        let run: @Sendable () -> Void

        init(run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    /// How many observers the list holds, and how many have left since the
    /// last sweep: counters, not state to keep consistent, since a sweep
    /// that comes a little early or late is still a sweep.
    final class Tally: Sendable {
        private let gone = Atomic<Int>(0)
        private let listed = Atomic<Int>(0)

        /// Notes the length of the list, from inside the subject's gate;
        /// `nil` once the subject has ended and let go of the list.
        func listed(_ count: Int?) {
            listed.store(count ?? .max / 2, ordering: .relaxed)
        }

        /// Notes a sweep that forgot `count` observers, from inside the gate.
        func swept(_ count: Int) {
            gone.subtract(count, ordering: .relaxed)
        }

        /// Counts one more departure; returns true when a sweep is due.
        func departed() -> Bool {
            gone.add(1, ordering: .relaxed).newValue * 2 > listed.load(ordering: .relaxed)
        }
    }
}
