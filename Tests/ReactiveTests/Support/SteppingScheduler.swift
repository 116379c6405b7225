import Reactive

/// A scheduler whose first action runs before `schedule(after:)` returns, as
/// work on an idle queue may start before the caller has stored its disposable.
///
/// An action scheduled from outside any action runs at once, inline; one
/// scheduled from inside an action waits until `runPending()`. It implements
/// only one-shot scheduling, so a repeating schedule uses the protocol's
/// default, which steps from each run to the next.
final class SteppingScheduler: Scheduler {
    private struct State {
        var pending: [CancellableWork] = []
        var depth = 0
    }
    private let state = Locked(State())

    let name = "stepping"

    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        schedule(after: .zero, action)
    }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        let work = CancellableWork(action)
        let runNow = state.withLock { state -> Bool in
            if state.depth == 0 { return true }
            state.pending.append(work)
            return false
        }
        if runNow { run(work) }
        return work
    }

    /// Runs the actions that were scheduled from inside earlier actions.
    func runPending() {
        let due = state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
        for work in due { run(work) }
    }

    private func run(_ work: CancellableWork) {
        state.withLock { $0.depth += 1 }
        work.run()
        state.withLock { $0.depth -= 1 }
    }
}
