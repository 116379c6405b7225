/// A scheduler with a virtual clock that moves only when you tell it to.
///
/// Time is counted in whole ticks; one tick is `tick` long (one second unless
/// you choose otherwise), so `delay(.seconds(2))` waits two ticks. Work runs
/// only inside `advance(by:)`, `advance(to:)` and `run()`, on the calling
/// thread, so tests of time-based code are instant and always give the same
/// result. Work due at the same tick runs first-in, first-out. The waiting
/// work is a heap: scheduling and disposing cost O(log n) however much waits.
/// A delay too long to count in ticks is due at the last tick, `Int.max`.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(3)) { print("c") }
/// scheduler.schedule(after: .seconds(1)) { print("a") }
/// scheduler.schedule(after: .seconds(1)) { print("b") }
/// scheduler.advance(by: 2)   // prints a, b
/// scheduler.run()            // prints c
/// print(scheduler.now)       // prints 3
/// ```
///
/// Book: a virtual-time relative of RACTestScheduler
public final class TestScheduler: Scheduler {
    private struct State {
        var now = 0
        var nextOrder = 0
        var queue = VirtualTimeQueue<@Sendable () -> Void>()
    }

    private let state = Locked(State())

    /// The length of one tick of virtual time.
    ///
    /// Book: none; RACTestScheduler orders its blocks by date but has no tick
    public let tick: Duration

    /// A name for logs and diagrams.
    ///
    /// Book: none; RACScheduler keeps its name private (`-initWithName:` in RACScheduler+Private.h)
    public let name: String

    /// Creates a scheduler whose clock starts at tick 0.
    ///
    /// Book: `-[RACTestScheduler init]`
    public init(tick: Duration = .seconds(1), name: String = "test") {
        precondition(tick > .zero, "a tick must be longer than zero")
        self.tick = tick
        self.name = name
    }

    /// The current virtual time, in ticks.
    ///
    /// Book: none; RACTestScheduler has no clock to read
    public var now: Int {
        state.withLock { $0.now }
    }

    /// The number of pieces of work waiting to run.
    ///
    /// Book: none; RACTestScheduler keeps its queue of blocks private
    public var pendingCount: Int {
        state.withLock { $0.queue.count }
    }

    /// Comparisons the queue of waiting work has made so far (for tests
    /// that its cost grows as n log n).
    ///
    /// Book: none
    package var queueComparisons: Int {
        state.withLock { $0.queue.comparisons }
    }

    /// Converts a duration to whole ticks, rounding up, never below zero,
    /// and at most `Int.max`.
    ///
    /// Book: none (a convenience of the virtual clock)
    public func ticks(_ duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        let ticks = (duration / tick).rounded(.up)
        // Int.max is not a Double; the nearest Double above it is 2^63.
        return ticks >= Double(Int.max) ? Int.max : Int(ticks)
    }

    /// Queues `action` for the current tick.
    ///
    /// Book: `-[RACScheduler schedule:]` on a RACTestScheduler
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        schedule(atTick: nil, action)
    }

    /// Queues `action` for `delay` from now.
    ///
    /// Book: `-[RACScheduler afterDelay:schedule:]` on a RACTestScheduler
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        let wait = ticks(delay)
        return schedule(atTick: nil, plus: wait, action)
    }

    /// Queues `action` for an absolute virtual time (or now, if that has passed).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// scheduler.schedule(at: 5) { print("at \(scheduler.now)") }
    /// scheduler.advance(to: 4)   // prints nothing
    /// scheduler.advance(to: 5)   // prints at 5
    /// ```
    ///
    /// Book: `-[RACScheduler after:schedule:]` on a RACTestScheduler, which takes an `NSDate`
    @discardableResult
    public func schedule(at tick: Int, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        schedule(atTick: tick, action)
    }

    private func schedule(
        atTick tick: Int?, plus wait: Int = 0, _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let number = state.withLock { state -> Int in
            let start = max(tick ?? state.now, state.now)
            let (due, overflow) = start.addingReportingOverflow(wait)
            let number = state.nextOrder
            state.nextOrder += 1
            state.queue.insert(action, due: overflow ? Int.max : due, number: number)
            return number
        }
        return ActionDisposable { [weak self] in
            self?.state.withLock { $0.queue.remove(number: number) }
        }
    }

    /// Moves the clock forward by `ticks`, running all work due on the way.
    ///
    /// Book: `-[RACTestScheduler step:]`, which runs the next N blocks rather than moving a clock
    public func advance(by ticks: Int = 1) {
        let (target, overflow) = now.addingReportingOverflow(ticks)
        advance(to: overflow ? Int.max : target)
    }

    /// Moves the clock forward by `duration`, running all work due on the way.
    ///
    /// Book: `-[RACTestScheduler step:]`, which runs the next N blocks rather than moving a clock
    public func advance(by duration: Duration) {
        advance(by: ticks(duration))
    }

    /// Moves the clock to `tick`, running all work due up to and including it.
    ///
    /// Work scheduled while advancing runs too if it falls due by `tick`.
    /// The clock never goes backwards.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// scheduler.schedule(after: .seconds(2)) { print("due at \(scheduler.now)") }
    /// scheduler.advance(to: 10)   // prints due at 2
    /// print(scheduler.now)        // prints 10
    /// ```
    ///
    /// Book: none; the nearest is `-[RACTestScheduler step:]`, which counts blocks, not time
    public func advance(to tick: Int) {
        while let action = takeAction(dueBy: tick) {
            action()
        }
        state.withLock { $0.now = max($0.now, tick) }
    }

    /// Runs all queued work, moving the clock as far as needed.
    ///
    /// A repeating timer that is never disposed keeps this from returning;
    /// use `advance(to:)` for those.
    ///
    /// Book: `-[RACTestScheduler stepAll]`
    public func run() {
        while let action = takeAction(dueBy: Int.max) {
            action()
        }
    }

    /// Removes the next action due by `limit`, moving the clock to its tick.
    private func takeAction(dueBy limit: Int) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard let (due, action) = state.queue.popFirst(dueBy: limit) else { return nil }
            state.now = max(state.now, due)
            return action
        }
    }
}
