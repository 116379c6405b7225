import Reactive

/// A `Clock` whose time moves only when a test moves it: virtual time for
/// async code, as `TestScheduler` is for signals.
///
/// Code under test takes any clock (`some Clock<Duration>`) and sleeps on it;
/// in the app it is given a `ContinuousClock`, in a test a `TestClock`. A task
/// that sleeps on a test clock waits until the test calls `advance(by:)` far
/// enough, never for real time, so a test of a half-second debounce takes no
/// time at all and gives the same result on every run.
///
/// The test decides when time moves; it must also know when the code under
/// test has reached its sleep. `sleepers(atLeast:)` waits for that, and
/// `sleeperCount` says how many tasks are asleep now. A sleep whose deadline
/// has passed returns at once. `sleep(until:)`, called on the clock itself,
/// stays on the caller's actor: a test on the main actor whose code under
/// test stays there too sees one order of events on every run. Cancelling a sleeping task takes it off the
/// clock at once, and its sleep throws `CancellationError`, as
/// `Task.sleep(for:)` does.
///
/// ```swift
/// let clock = TestClock()
/// let reply = Task {
///     try await clock.sleep(for: .seconds(2))
///     return "woke at \(clock.now.offset)"
/// }
/// await clock.sleepers(atLeast: 1)
/// clock.advance(by: .seconds(1))
/// print(clock.sleeperCount)          // prints 1: not yet
/// clock.advance(by: .seconds(1))
/// print(try await reply.value)       // prints woke at 2.0 seconds
/// ```
///
/// Book: no equivalent; the nearest is RACTestScheduler, for signals.
public final class TestClock: Clock, Sendable {
    /// A moment on a test clock: how long after the clock was made.
    ///
    /// Book: none; RACTestScheduler orders its blocks by `NSDate`
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock was made.
        ///
        /// Book: none
        public let offset: Duration

        /// The moment `offset` after the clock was made.
        ///
        /// Book: none
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` later.
        ///
        /// Book: `-[NSDate dateByAddingTimeInterval:]`
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// How long from this moment to `other`.
        ///
        /// Book: `-[NSDate timeIntervalSinceDate:]`, the other way round
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// Book: `-[NSDate compare:]`
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var waiters: [Waiter] = []
        var nextID = 0

        /// Takes out the waiters whose count of sleepers has been reached.
        mutating func satisfiedWaiters() -> [Waiter] {
            let ready = waiters.filter { $0.count <= sleepers.count }
            waiters.removeAll { $0.count <= sleepers.count }
            return ready
        }
    }

    private let state = Locked(State())

    /// A clock at zero, with nobody asleep.
    ///
    /// Book: `-[RACTestScheduler init]`
    public init() {}

    /// The clock's time now: the sum of every `advance` so far.
    ///
    /// Book: none; RACTestScheduler has no clock to read
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Zero: a test clock can wake a sleeper at any instant.
    ///
    /// Book: none
    public var minimumResolution: Duration {
        .zero
    }

    /// How many tasks are asleep on the clock now.
    ///
    /// Book: none; RACTestScheduler keeps its queue of blocks private
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until the clock reaches `deadline`; returns at once if it
    /// already has. `tolerance` is ignored: a test clock is exact.
    ///
    /// Throws `CancellationError` if the task is cancelled before or while
    /// it sleeps.
    ///
    /// This is the `Clock` protocol's sleep, which runs off any actor; a
    /// call that names no tolerance, `clock.sleep(until:)`, goes to
    /// ``sleep(until:isolation:)``, which stays on the caller's actor.
    ///
    /// Book: `-[RACScheduler after:schedule:]` on a RACTestScheduler, as an await
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleep(until: deadline, isolation: nil)
    }

    /// Suspends until the clock reaches `deadline`, on the caller's actor;
    /// returns at once if it already has.
    ///
    /// Throws `CancellationError` if the task is cancelled before or while
    /// it sleeps.
    ///
    /// Called from an actor, the sleep never leaves it: a task on the main
    /// actor is on the clock before it lets another job of the main actor
    /// run, and `advance` puts it back in the main actor's queue, behind the
    /// jobs already there, the earliest deadline first. A test on the main
    /// actor, with code under test that stays there, so sees the same order
    /// on every run.
    ///
    /// ```swift
    /// @MainActor func test() async throws {
    ///     let clock = TestClock()
    ///     let sleeper = Task { @MainActor in try await clock.sleep(until: .init(offset: .seconds(1))) }
    ///     await Task.yield()
    ///     print(clock.sleeperCount)   // prints 1
    /// }
    /// ```
    ///
    /// Book: `-[RACScheduler after:schedule:]` on a RACTestScheduler, as an await
    public func sleep(
        until deadline: Instant, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler(
            operation: {
                try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                    enum Outcome {
                        case asleep([Waiter])
                        case due, cancelled
                    }
                    let outcome = state.withLock { state -> Outcome in
                        // Checked under the lock, so a cancellation either comes
                        // first and is seen here, or finds the sleeper below.
                        if Task.isCancelled { return .cancelled }
                        if deadline <= state.now { return .due }
                        state.sleepers.append(
                            Sleeper(id: id, deadline: deadline, continuation: continuation))
                        return .asleep(state.satisfiedWaiters())
                    }
                    switch outcome {
                    case .asleep(let waiters):
                        for waiter in waiters { waiter.continuation.resume() }
                    case .due: continuation.resume()
                    case .cancelled: continuation.resume(throwing: CancellationError())
                    }
                }
            },
            onCancel: {
                let sleeper = state.withLock { state -> Sleeper? in
                    guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                        return nil
                    }
                    return state.sleepers.remove(at: index)
                }
                sleeper?.continuation.resume(throwing: CancellationError())
            }, isolation: isolation)
    }

    /// Moves the clock `duration` forward and wakes every sleeper whose
    /// deadline it has reached, the earliest first.
    ///
    /// The woken tasks go on running on their own executors: await what
    /// they produce before checking it. Where two sleepers must run in a
    /// known order, advance to the first one's deadline, then to the second's.
    ///
    /// Book: none; the nearest is `-[RACTestScheduler step:]`, which counts blocks, not time
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant` (never back) and wakes every
    /// sleeper whose deadline it has reached, the earliest first.
    ///
    /// Book: none; the nearest is `-[RACTestScheduler stepAll]`
    public func advance(to instant: Instant) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Suspends until at least `count` tasks are asleep on the clock.
    ///
    /// A test calls it after starting the code under test, so that it moves
    /// time only once that code has reached its sleep.
    ///
    /// Book: none
    public func sleepers(atLeast count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
