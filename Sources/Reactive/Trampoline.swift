/// Keeps recursion through the library from deepening the stack without bound.
///
/// A recursive `flatMap`, such as polling until a job is done, nests one
/// subscription inside another, and each value then travels back up through
/// every level:
///
/// ```swift
/// func poll(_ k: Int) -> Signal<Int> {
///     .just(k).flatMap { v in v == 0 ? .just(0) : poll(v - 1) }
/// }
/// poll(100_000).subscribeNext { print($0) }   // prints 0
/// ```
///
/// `flatten` (and so `flatMap`, `concat`, `then`) starts each inner
/// subscription, and passes each event on, through the running thread's
/// trampoline. Such a step runs at once, as a plain call, while the thread
/// has used less than `budget` bytes of stack since the outermost step
/// began. Deeper than that, the step is queued instead, and the outermost
/// step runs the queue in a loop once its own work has returned. Shallow
/// code therefore runs exactly as written, and deep recursion costs heap,
/// not stack (Contract 13).
///
/// A queued step runs on the same thread, before the call that began the
/// outermost step returns, in the order the steps were queued.
///
/// Book: none; RAC2 bounds recursion only in `-[RACScheduler scheduleRecursiveBlock:]`
final class Trampoline {
    /// How much stack nested steps may use before the next one is queued.
    static let budget: UInt = 64 * 1_024

    private static let slot = ThreadSlot { Trampoline() }

    /// Runs `body` with the running thread's trampoline. The thread's slot
    /// keeps it alive, so it is lent to `body` without reference counting.
    static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        Unmanaged<Trampoline>.fromOpaque(slot.current)._withUnsafeGuaranteedRef(body)
    }

    // Only the thread that owns this trampoline touches it, so the runtime's
    // exclusivity checks, which would cost more than the rest, are left out.
    /// Where the stack stood when the outermost step began.
    @exclusivity(unchecked) private var base: UInt = 0
    /// Steps running in place, one inside another.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var isDraining = false
    @exclusivity(unchecked) private var queued = Deque<() -> Void>()

    /// Runs `step` now, or, if the stack is already `budget` deep since the
    /// outermost step began, queues it for that step to run once it returns.
    func run(_ step: @escaping () -> Void) {
        guard enter() else { return queued.append(step) }
        step()
        leave()
    }

    /// Begins a step that runs in place and returns true, or returns false
    /// if the step must be queued (`later(_:)`). Each true needs a `leave()`.
    func enter() -> Bool {
        let here = stackAddress()
        if depth == 0 && !isDraining {
            base = here
        } else if base &- here >= Self.budget {
            // Stacks grow down on every platform Swift runs on.
            return false
        }
        depth += 1
        return true
    }

    /// Queues `step` for the outermost step to run once it returns.
    func later(_ step: @escaping () -> Void) {
        queued.append(step)
    }

    /// Ends a step begun by `enter()`. The outermost one then runs the
    /// queue, including steps that queued steps add, in order.
    func leave() {
        depth -= 1
        guard depth == 0, !isDraining else { return }
        isDraining = true
        while let step = queued.popFirst() { step() }
        isDraining = false
    }
}
