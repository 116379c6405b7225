import Dispatch
import Synchronization

/// Runs the async work of a call's `play`, which is synchronous, to its end.
///
/// An answer program plays each call on a thread of its own, never one of
/// the cooperative pool's, so it may block while a task runs: the work runs
/// in a task, and the play waits for it, for at most `limit` of real time.
/// Work that never ends (a loop over a stream nobody finishes) gives nil, and
/// the play writes that down as its output, so that a wrong answer comes back
/// wrong rather than stopping the program.
///
/// Work that must come out the same on every run goes on the main actor,
/// with the code under test: there every job waits its turn in one queue, and
/// `settle()` lets all of them run before the play looks.
///
/// ```swift
/// let total = AsyncPlay.inTask {
///     await AsyncStream(unfolding: { nil as Int? }).reduce(0, +)
/// }
/// print(total ?? -1)   // prints 0
/// ```
public enum AsyncPlay {
    /// The longest a play waits for its work: 5 seconds of real time.
    ///
    /// The reference solutions take a few milliseconds; the judge's own
    /// limit for one input is 15 seconds.
    public static let limit: Duration = .seconds(5)

    /// Runs `work` on the main actor, waits for it on this thread, and
    /// returns its result, or nil if it has not ended after `limit`.
    public static func onMainActor<Result: Sendable>(
        _ work: @escaping @MainActor @Sendable () async -> Result
    ) -> Result? {
        let outcome = Outcome<Result>()
        Task { @MainActor in outcome.finish(with: await work()) }
        return outcome.wait(for: limit)
    }

    /// Runs `work` in a task of its own, waits for it on this thread, and
    /// returns its result, or nil if it has not ended after `limit`.
    public static func inTask<Result: Sendable>(
        _ work: @escaping @Sendable () async -> Result
    ) -> Result? {
        let outcome = Outcome<Result>()
        Task.detached { outcome.finish(with: await work()) }
        return outcome.wait(for: limit)
    }

    /// Lets every job waiting on the main actor run, and the jobs they
    /// start, `rounds` deep: each round puts the caller at the back of the
    /// main actor's queue.
    ///
    /// Code under test that stays on the main actor (a `@MainActor` class, the
    /// tasks it starts, a `TestClock` it sleeps on directly) has then done
    /// all it can until the next input; what it does is the same on every run.
    @MainActor public static func settle(rounds: Int = 16) async {
        for _ in 0..<rounds { await Task.yield() }
    }

    /// Yields until `done` holds, for at most `limit` of real time, then
    /// settles.
    ///
    /// A task woken on a test clock, or cancelled while it sleeps on one, may
    /// come back to the main actor by way of another thread, so however many
    /// rounds `settle()` waits, a loaded machine can be later still. A play
    /// waits here for what it knows must happen (the scripted work that was
    /// due, or cancelled, has ended), whatever the machine's load.
    @MainActor public static func settle(
        until done: @MainActor () -> Bool, limit: Duration = .seconds(2)
    ) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !done(), clock.now < deadline { await Task.yield() }
        await settle()
    }
}

/// The result of an `AsyncPlay` task, handed to the thread that waits for it.
private final class Outcome<Result: Sendable>: Sendable {
    private let value = Mutex<Result?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(with result: Result) {
        value.withLock { $0 = result }
        done.signal()
    }

    /// The result, or nil if none has come after `limit`.
    func wait(for limit: Duration) -> Result? {
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
            return nil
        }
        return value.withLock { $0 }
    }
}
