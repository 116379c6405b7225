import Dispatch
import Synchronization

/// The shared engine of `Subject`, `ReplaySubject` and `BehaviorSubject`.
///
/// It keeps the list of observers, an optional replay buffer and the terminal
/// event. Sending and subscribing are both "jobs". One thread at a time
/// delivers jobs, in the order they arrived; a job that arrives meanwhile, from
/// another thread or from inside a delivery, waits in a queue. That makes
/// delivery serial and never re-entrant (Contract 2) while no lock is held
/// when observers are called. The queue is a `Backlog`: once it is full, a
/// sender on another thread waits for room (Contract 15).
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

    /// What a new job must do: deliver at once, nothing more (it was
    /// queued), or wait for room and try again.
    private enum Admission {
        case deliver
        case queued
        case wait(DispatchSemaphore, deliverer: UInt)
    }

    private struct State {
        var observers: [Observer<Value>] = []
        var departed = 0  // observers disposed since the last sweep
        var buffer: ReplayBuffer<Value>
        var terminal: Event<Value>?
        var waiting = Backlog<Job>()
        /// The identity of the thread delivering, or 0.
        var deliverer: UInt = 0

        /// Records `event` and returns who must receive it.
        mutating func record(_ event: Event<Value>) -> [Observer<Value>] {
            guard terminal == nil else { return [] }
            let targets = observers
            if case .next(let value) = event { buffer.append(value) }
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
            var replay = buffer.values.map(Event.next)
            if let terminal { replay.append(terminal) }
            return replay
        }

        /// Takes the next waiting job and records it, returning what must be
        /// delivered and the senders to wake now that there is room; with no
        /// job left, gives up the delivering role.
        mutating func nextDelivery() -> (Delivery?, (DispatchSemaphore, Int)?) {
            let delivery: Delivery?
            switch waiting.popFirst() {
            case .event(let event):
                delivery = .event(event, to: record(event))
            case .subscribe(let observer):
                delivery = .replay(join(observer), to: observer)
            case nil:
                deliverer = 0
                delivery = nil
            }
            return (delivery, waiting.roomMade())
        }

        /// Takes the delivering role for `thread`, or queues `job` if someone
        /// else has it, or asks the sender to wait for room first. The
        /// delivering thread itself never waits, nor does a sender `pastLimit`.
        mutating func admit(_ job: Job, from thread: UInt, pastLimit: Bool) -> Admission {
            guard deliverer != 0 else {
                deliverer = thread
                return .deliver
            }
            if waiting.isFull && !pastLimit && deliverer != thread {
                return .wait(waiting.park(), deliverer: deliverer)
            }
            waiting.append(job)
            return .queued
        }
    }

    private let state: Locked<State>
    /// The subscriptions feeding this subject (Contract 10).
    private let feeds = SubjectFeeds()

    /// Creates an engine that replays up to `capacity` values (0 for none).
    init(capacity: Int, initialValues: [Value] = []) {
        state = Locked(State(buffer: ReplayBuffer(capacity: capacity, values: initialValues)))
    }

    func send(_ event: Event<Value>) {
        let targets = admit(.event(event)) { $0.record(event) }
        // Another delivery is under way (on another thread, or further up this
        // one): it will deliver this event after the current one.
        guard let targets else { return }
        for observer in targets { observer.send(event) }
        if event.isTerminal { feeds.dispose() }
        deliverWaiting()
    }

    /// Adds `observer`; the returned disposable tells us when it leaves.
    func subscribe(_ observer: Observer<Value>) -> any Disposable {
        if let replay = admit(.subscribe(observer), { $0.join(observer) }) {
            for event in replay { observer.send(event) }
            deliverWaiting()
        }
        // The closure is made here, in code specialised for `Value`, so running
        // it later from a type-erased `dispose()` stays fast.
        return Departure { [weak self] in self?.observerDeparted() }
    }

    /// Admits `job`: takes the delivering role and returns `start` run under
    /// the lock, or queues the job (waiting for room first if the queue is
    /// full) and returns `nil`.
    private func admit<Result>(
        _ job: Job, _ start: (inout sending State) -> sending Result
    ) -> Result? {
        let thread = currentThreadIdentity()
        var pastLimit = false
        while true {
            let (admission, started) = state.withLock { state -> (Admission, Result?) in
                let admission = state.admit(job, from: thread, pastLimit: pastLimit)
                guard case .deliver = admission else { return (admission, nil) }
                return (admission, start(&state))
            }
            switch admission {
            case .deliver:
                return started
            case .queued:
                return nil
            case .wait(let room, let deliverer):
                pastLimit = !waitForRoom(room, deliverer: deliverer)
            }
        }
    }

    /// Keeps `subscription`, one that feeds this subject, until the subject
    /// ends; if it has ended already, disposes it at once.
    func adopt(_ subscription: any Disposable) {
        let ended = state.withLock { $0.terminal != nil }
        if ended { return subscription.dispose() }
        feeds.add(subscription)
    }

    /// The values a late subscriber would be replayed, oldest first.
    var bufferedValues: [Value] {
        state.withLock { $0.buffer.values }
    }

    /// Elements moved inside the replay buffer so far (for tests of its complexity).
    var bufferMoves: Int {
        state.withLock { $0.buffer.moves }
    }

    /// Delivers the jobs that queued up during a delivery, in order, then gives
    /// up the delivering role. Each job leaves the queue and is recorded in
    /// one turn of the lock.
    private func deliverWaiting() {
        while true {
            let (delivery, sleepers) = state.withLock { $0.nextDelivery() }
            Backlog<Job>.wake(sleepers)
            switch delivery {
            case .event(let event, let targets):
                for observer in targets { observer.send(event) }
                if event.isTerminal { feeds.dispose() }
            case .replay(let events, let observer):
                for event in events { observer.send(event) }
            case nil:
                return
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
