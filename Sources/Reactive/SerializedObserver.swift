import Synchronization

extension Observer {
    /// An observer that forwards to this one, one event at a time.
    ///
    /// Operators that listen to several sources (merge, combineLatest, a timer
    /// and a source) send through this, and so should a signal body that sends
    /// from more than one thread. If two sources send at once, or a delivery
    /// causes another send on the same thread, the second event waits until the
    /// first has been delivered, so this observer's events stay serial and never
    /// re-entrant (Contract 2). No lock is held while the downstream observer runs.
    ///
    /// ```swift
    /// let ticks = Signal<String> { observer in
    ///     let output = observer.serialized()
    ///     DispatchQueue.global().async { output.sendNext("from one thread") }
    ///     DispatchQueue.global().async { output.sendNext("from another") }
    ///     return nil
    /// }
    /// ticks.subscribeNext { print($0) }   // prints both lines, never at the same time
    /// ```
    ///
    /// Book: the serialization RACSignal's subscribers rely on, made explicit
    public func serialized() -> Observer<Value> {
        let gate = SerialGate(self)
        return Observer { event in gate.send(event) }
    }
}

/// Lets one event through at a time; events that arrive meanwhile wait in line.
///
/// Whoever finds the gate free takes the "delivering" role with one atomic
/// compare-and-swap, delivers, then delivers whatever queued up meanwhile
/// before giving the role back. Only an event that finds the role taken (sent
/// from another thread, or from inside a delivery) touches the locked queue.
/// This is the one place in the library that uses atomics for more than a
/// flag: it sits on the path of every event through merge, combineLatest,
/// zip, flatMap and the time operators, and its common case costs one
/// atomic instruction instead of two lock round-trips.
///
/// When many threads send at once, the deliverer takes the whole queue in one
/// turn of the lock and delivers it as a batch, so the lock is taken about
/// once per event, by its sender, however long the queue grows.
private final class SerialGate<Value: Sendable>: Sendable {
    private let target: Observer<Value>
    private let isDelivering = Atomic<Bool>(false)
    // How many events wait in `waiting`; changed only while holding its lock,
    // read without it to skip the lock when nothing waits.
    private let waitingCount = Atomic<Int>(0)
    private let waiting = Locked(Deque<Event<Value>>())

    init(_ target: Observer<Value>) {
        self.target = target
    }

    func send(_ event: Event<Value>) {
        if takeDeliveringRole() {
            target.send(event)
            deliverWaitingThenRelease()
            return
        }
        waiting.withLock { waiting in
            waiting.append(event)
            waitingCount.add(1, ordering: .releasing)
        }
        // The deliverer may have given the role back before it saw this event.
        if takeDeliveringRole() { deliverWaitingThenRelease() }
    }

    private func takeDeliveringRole() -> Bool {
        isDelivering.compareExchange(
            expected: false, desired: true, ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// Delivers the queued events, batch by batch, gives the role back, and
    /// takes it again if an event was queued between the last look and the
    /// hand-back.
    private func deliverWaitingThenRelease() {
        // Two buffers take turns: the senders fill one while this delivers the other.
        var batch = Deque<Event<Value>>()
        repeat {
            while waitingCount.load(ordering: .acquiring) > 0 {
                waiting.withLock { waiting in
                    waitingCount.subtract(waiting.count, ordering: .releasing)
                    swap(&waiting, &batch)
                }
                while let next = batch.popFirst() { target.send(next) }
            }
            isDelivering.store(false, ordering: .releasing)
        } while waitingCount.load(ordering: .acquiring) > 0 && takeDeliveringRole()
    }
}
