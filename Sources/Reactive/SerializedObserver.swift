import Dispatch
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
        let gate = SerialGate(self, bouncing: false)
        return Observer { event in gate.send(event) }
    }

    /// An observer that forwards to this one, one event at a time, each
    /// delivery a step on the running thread's `Trampoline`, so that events
    /// passing up through many levels of a recursive `flatMap` do not
    /// deepen the stack (Contract 13).
    ///
    /// Book: none; RAC2's recursive flattening grows the stack
    func serializedOnTrampoline() -> Observer<Value> {
        let gate = SerialGate(self, bouncing: true)
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
/// once per event, by its sender. The queue is a `Backlog`: once it is full,
/// senders on other threads wait for room (Contract 15).
private final class SerialGate<Value: Sendable>: Sendable {
    // The target is held strongly until a terminal event has passed, then let
    // go of, so that an ended level of a deep recursion does not keep the
    // levels above it alive. Events go through the unretained reference,
    // which costs no reference counting, and only while the strong one
    // holds it. Both `var`s are read and written only by the thread holding
    // the delivering role, which the atomic `isDelivering` hands from one
    // thread to the next.
    private unowned(unsafe) let target: Observer<Value>
    @exclusivity(unchecked) nonisolated(unsafe) private var keptTarget: Observer<Value>?
    @exclusivity(unchecked) nonisolated(unsafe) private var hasEnded = false
    private let bouncing: Bool
    private let isDelivering = Atomic<Bool>(false)
    // The identity of the thread holding the role (0 for none), so that a
    // sender can tell that it is sending from inside its own delivery.
    private let deliverer = Atomic<UInt>(0)
    // How many events wait in `waiting`; changed only while holding its lock,
    // read without it to skip the lock when nothing waits.
    private let waitingCount = Atomic<Int>(0)
    private let waiting = Locked(Backlog<Event<Value>>())

    init(_ target: Observer<Value>, bouncing: Bool) {
        self.target = target
        keptTarget = target
        self.bouncing = bouncing
    }

    func send(_ event: Event<Value>) {
        if takeDeliveringRole() {
            deliver(event)
            return
        }
        enqueue(event)
        // The deliverer may have given the role back before it saw this event.
        if takeDeliveringRole() { deliver(nil) }
    }

    /// Takes the delivering role, noting the running thread as its holder.
    @inline(__always)
    private func takeDeliveringRole() -> Bool {
        guard
            isDelivering.compareExchange(
                expected: false, desired: true, ordering: .acquiringAndReleasing
            ).exchanged
        else { return false }
        deliverer.store(currentThreadIdentity(), ordering: .relaxed)
        return true
    }

    /// Gives the role back.
    @inline(__always)
    private func releaseDeliveringRole() {
        deliverer.store(0, ordering: .relaxed)
        isDelivering.store(false, ordering: .releasing)
    }

    /// Queues `event`, first waiting for room if the queue is full and
    /// this thread is not the one delivering.
    private func enqueue(_ event: Event<Value>) {
        var pastLimit = false
        while true {
            let holder = deliverer.load(ordering: .relaxed)
            let room = waiting.withLock { waiting -> DispatchSemaphore? in
                if waiting.isFull && !pastLimit && !isDeliverer() { return waiting.park() }
                waiting.append(event)
                waitingCount.add(1, ordering: .releasing)
                return nil
            }
            guard let room else { return }
            pastLimit = !waitForRoom(room, deliverer: holder)
        }
    }

    private func isDeliverer() -> Bool {
        deliverer.load(ordering: .relaxed) == currentThreadIdentity()
    }

    /// Delivers `event`, if any, then the waiting events, holding the role.
    /// A bouncing gate does so as a trampoline step: too deep in the stack,
    /// the step is queued, still holding the role, so events sent meanwhile
    /// wait behind it and keep their order.
    @inline(__always)
    private func deliver(_ event: Event<Value>?) {
        guard bouncing else { return deliverThenRelease(event) }
        deliverOnTrampoline(event)
    }

    private func deliverOnTrampoline(_ event: Event<Value>?) {
        let trampoline = Trampoline.current
        guard trampoline.enter() else {
            return trampoline.later { self.deliverOnTrampoline(event) }
        }
        deliverThenRelease(event)
        trampoline.leave()
    }

    /// Delivers `event`, if any, and the queued events, batch by batch,
    /// gives the role back, and takes it again if an event was queued
    /// between the last look and the hand-back.
    private func deliverThenRelease(_ first: Event<Value>?) {
        if let first { forward(first) }
        // Two buffers take turns: the senders fill one while this delivers the other.
        var batch = Deque<Event<Value>>()
        repeat {
            while waitingCount.load(ordering: .acquiring) > 0 {
                let sleepers = waiting.withLock { waiting in
                    waitingCount.subtract(waiting.count, ordering: .releasing)
                    waiting.takeAll(into: &batch)
                    return waiting.roomMade()
                }
                Backlog<Event<Value>>.wake(sleepers)
                while let next = batch.popFirst() { forward(next) }
            }
            releaseDeliveringRole()
        } while waitingCount.load(ordering: .acquiring) > 0 && takeDeliveringRole()
    }

    @inline(__always)
    private func forward(_ event: Event<Value>) {
        guard !hasEnded else { return }
        target.send(event)
        guard event.isTerminal else { return }
        hasEnded = true
        keptTarget = nil
    }
}
