/// A scheduler with a virtual clock that moves only when you tell it to.
///
/// Time is counted in whole ticks; one tick is `tick` long (one second unless
/// you choose otherwise), so `delay(.seconds(2))` waits two ticks. Work runs
/// only inside `advance(by:)`, `advance(to:)` and `run()`, on the calling
/// thread, so tests of time-based code are instant and always give the same
/// result. Work due at the same tick runs first-in, first-out.
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
    private struct Work {
        let due: Int
        let order: Int
        let action: @Sendable () -> Void
    }

    private struct State {
        var now = 0
        var nextOrder = 0
        var queue: [Work] = []  // sorted by (due, order)
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

    /// Converts a duration to whole ticks, rounding up, never below zero.
    ///
    /// Book: none (a convenience of the virtual clock)
    public func ticks(_ duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        return Int((duration / tick).rounded(.up))
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
        let order = state.withLock { state -> Int in
            let due = max(tick ?? state.now, state.now) + wait
            let work = Work(due: due, order: state.nextOrder, action: action)
            state.nextOrder += 1
            let index = state.queue.firstIndex { ($0.due, $0.order) > (due, work.order) }
            state.queue.insert(work, at: index ?? state.queue.endIndex)
            return work.order
        }
        return ActionDisposable { [weak self] in
            self?.state.withLock { $0.queue.removeAll { $0.order == order } }
        }
    }

    /// Moves the clock forward by `ticks`, running all work due on the way.
    ///
    /// Book: `-[RACTestScheduler step:]`, which runs the next N blocks rather than moving a clock
    public func advance(by ticks: Int = 1) {
        advance(to: now + ticks)
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
        while let work = takeWork(dueBy: tick) {
            work.action()
        }
    }

    /// Runs all queued work, moving the clock as far as needed.
    ///
    /// A repeating timer that is never disposed keeps this from returning;
    /// use `advance(to:)` for those.
    ///
    /// Book: `-[RACTestScheduler stepAll]`
    public func run() {
        while let work = takeWork(dueBy: Int.max) {
            work.action()
        }
    }

    /// Removes the next piece of work due by `limit`, moving the clock to it.
    /// With nothing due, moves the clock to `limit` (unless that is `Int.max`).
    private func takeWork(dueBy limit: Int) -> Work? {
        state.withLock { state in
            if let first = state.queue.first, first.due <= limit {
                state.queue.removeFirst()
                state.now = max(state.now, first.due)
                return first
            }
            if limit != Int.max { state.now = max(state.now, limit) }
            return nil
        }
    }
}
