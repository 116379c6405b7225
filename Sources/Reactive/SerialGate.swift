import Dispatch
import Synchronization

/// Lets one input at a time through to `receive`, and keeps the state that
/// only `receive` touches.
///
/// A gate is a lock that nobody waits for. A thread that finds it free takes
/// it, and runs `receive` with the gate's state. A thread that finds it
/// taken leaves its input in line, and the holder runs `receive` on it
/// before letting go. So `receive` runs one input at a time, in order, and
/// never inside itself (Contract 2), and it may call observers freely: a
/// send from inside it waits in line instead of deadlocking. The gate stands
/// where a `Mutex` would stand in front of the state; it is the one place in
/// the library that uses atomics for more than a flag, because it sits on
/// the path of every event through subjects, merge, combineLatest, zip,
/// flatMap and the time operators.
///
/// - Taking the gate and letting it go cost one atomic compare-and-swap
///   each. Only an input that finds the gate taken touches the lock of the
///   line. The line is a `Backlog`: once it is full, a sender on another
///   thread waits for room (Contract 15). When many threads send at once,
///   the holder takes the whole line in one turn of its lock.
/// - `hold(_:)` keeps the gate for a stretch of work on one thread, such as
///   subscribing to one inner signal of `flatMap`. Inputs that the work
///   sends on that thread go straight to `receive`, without any atomic
///   operation; inputs from other threads wait in line and are received
///   between them.
/// - A gate that `checksStack` receives each input that takes it as a step
///   on the thread's `Trampoline`, so that events passing up through many
///   levels of a recursive `flatMap` do not deepen the stack (Contract 13).
///
/// ```swift
/// let total = SerialGate<Int, Int>(0) { sum, value in sum += value; print(sum) }
/// total.send(2)   // prints 2
/// total.send(3)   // prints 5
/// ```
///
/// Book: none; the serialization RACSignal's subscribers rely on, made explicit
final class SerialGate<Input: Sendable, State>: Sendable {
    private let receive: @Sendable (inout State, Input) -> Void
    private let checksStack: Bool
    private let takesTurns: Bool
    // The identity of the thread holding the gate, or 0 when it is free.
    // Bit 0, free in an identity (the address of the thread's control
    // block), is set by a sender that left an input in line for the holder.
    private let holder = Atomic<UInt>(0)
    private let line = Locked(Backlog<Input>())
    // Read and written only by the thread holding the gate, which `holder`
    // hands from one thread to the next. The runtime's exclusivity checks
    // would cost more than the rest, so they are left out.
    @exclusivity(unchecked) nonisolated(unsafe) private var state: State
    // Whether the holder is running `receive`, or has queued it on its
    // trampoline: a send from this thread meanwhile must wait in line.
    @exclusivity(unchecked) nonisolated(unsafe) private var isBusy = false

    /// A gate in front of `state`, feeding each input to `receive`. A gate
    /// that `takesTurns` takes one input at a time from its line, so that
    /// at most `Backlog.limit` inputs are ever on their way (a subject's
    /// bound); otherwise it takes the whole line in one turn of its lock.
    init(
        _ state: State, checksStack: Bool = false, takesTurns: Bool = false,
        _ receive: @escaping @Sendable (inout State, Input) -> Void
    ) {
        self.state = state
        self.checksStack = checksStack
        self.takesTurns = takesTurns
        self.receive = receive
    }

    /// Receives `input` now if the gate is free, or leaves it in line for
    /// the thread holding it.
    @inline(__always)
    func send(_ input: Input) {
        let thread = currentThreadIdentity()
        let current = holder.load(ordering: .relaxed)
        if current & ~1 == thread {
            // Held by this thread: in a `hold`, receive now; from inside a delivery, wait in line.
            if !isBusy { return receiveInPlace(input, thread) }
        } else if current == 0,
            holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
        {
            return deliver(.input(input), thread)
        }
        wait(input, thread)
    }

    /// Runs `work` holding the gate, if it is free, so that what `work`
    /// sends on this thread is received at once; then receives what waits
    /// in line and lets go. If another thread holds the gate, `work` runs
    /// all the same and its inputs wait in line.
    func hold(_ work: () -> Void) {
        let thread = currentThreadIdentity()
        guard holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
        else { return work() }
        work()
        letGo(thread)
    }

    /// Receives `input` on the thread that holds the gate and is not busy.
    private func receiveInPlace(_ input: Input, _ thread: UInt) {
        isBusy = true
        receive(&state, input)
        if holder.load(ordering: .relaxed) & 1 != 0 { receiveLine(thread) }
        isBusy = false
    }

    /// What a thread that has taken the gate receives first: its own
    /// input, or, for a sender that took it after leaving its input in
    /// line, the line.
    private enum Delivery {
        case input(Input)
        case line
    }

    /// Receives `delivery`, then lets go; as a trampoline step, for a gate
    /// that checks the stack.
    @inline(__always)
    private func deliver(_ delivery: Delivery, _ thread: UInt) {
        isBusy = true
        guard checksStack else { return receiveThenLetGo(delivery, thread) }
        deliverOnTrampoline(delivery, thread)
    }

    private func deliverOnTrampoline(_ delivery: Delivery, _ thread: UInt) {
        Trampoline.withCurrent { trampoline in
            // Too deep: still holding the gate, so that what this thread
            // sends meanwhile waits in line behind `delivery`.
            guard trampoline.enter() else {
                return trampoline.later { self.deliverOnTrampoline(delivery, thread) }
            }
            receiveThenLetGo(delivery, thread)
            trampoline.leave()
        }
    }

    @inline(__always)
    private func receiveThenLetGo(_ delivery: Delivery, _ thread: UInt) {
        switch delivery {
        case .input(let input): receive(&state, input)
        case .line: receiveLine(thread)
        }
        letGo(thread)
    }

    /// Lets go of the gate, unless inputs joined the line: then receives
    /// them first, and tries again.
    private func letGo(_ thread: UInt) {
        while true {
            isBusy = false
            if holder.compareExchange(
                expected: thread, desired: 0,
                successOrdering: .releasing, failureOrdering: .acquiring
            ).exchanged {
                return
            }
            isBusy = true
            receiveLine(thread)
        }
    }

    /// Takes the whole line in one turn of its lock (or, taking turns, one
    /// input per turn), wakes the senders waiting for room, and receives
    /// what it took, in order.
    private func receiveLine(_ thread: UInt) {
        // The flag goes first: a sender who queues after the take sets it again.
        holder.store(thread, ordering: .relaxed)
        var batch = Deque<Input>()
        repeat {
            let sleepers = line.withLock { line in
                if takesTurns {
                    if let next = line.popFirst() { batch.append(next) }
                } else {
                    line.takeAll(into: &batch)
                }
                return line.roomMade()
            }
            Backlog<Input>.wake(sleepers)
            guard let first = batch.popFirst() else { return }
            receive(&state, first)
            while let next = batch.popFirst() { receive(&state, next) }
        } while takesTurns
    }

    /// Leaves `input` in line, first waiting for room if the line is full
    /// and this thread is not the holder; then makes sure that someone
    /// receives it: the holder, told by the flag, or this thread, if the
    /// gate has been let go of meanwhile.
    private func wait(_ input: Input, _ thread: UInt) {
        var pastLimit = false
        while true {
            let holding = holder.load(ordering: .relaxed) & ~1
            let mayWait = !pastLimit && holding != thread
            let room = line.withLock { line -> DispatchSemaphore? in
                if mayWait && line.isFull { return line.park() }
                line.append(input)
                return nil
            }
            guard let room else { break }
            pastLimit = !waitForRoom(room, deliverer: holding)
        }
        while true {
            let current = holder.load(ordering: .relaxed)
            if current == 0 {
                guard
                    holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring)
                        .exchanged
                else { continue }
                return deliver(.line, thread)
            }
            if current & 1 != 0 { return }
            if holder.compareExchange(
                expected: current, desired: current | 1, ordering: .releasing
            ).exchanged {
                return
            }
        }
    }
}
