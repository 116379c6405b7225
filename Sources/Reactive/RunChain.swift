/// The pending run of a chain of scheduled runs, each scheduled by the one
/// before: a repeating schedule, or a sequence sent one element per action.
///
/// A run may start before the `schedule` call that queued it has returned
/// (on an idle queue it often does), and queue the next run at once. So each
/// run is numbered when it is scheduled, and only the newest run's disposable
/// is kept: an older one, stored late, never replaces a newer one (Contract 7).
/// Disposing the chain disposes the pending run, and every later one at once.
final class RunChain: Disposable {
    private struct State {
        var pending: (any Disposable)?
        var newest = 0
        var isDisposed = false
    }
    private let state = Locked(State())

    /// Numbers the next run, or returns `nil` once the chain is disposed.
    func begin() -> Int? {
        state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.newest += 1
            return state.newest
        }
    }

    /// Keeps `run` as the pending one, unless a newer run has begun since it
    /// was numbered (it has then already run), or the chain was disposed.
    func keep(_ run: (any Disposable)?, number: Int) {
        let rejected = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            if number == state.newest { state.pending = run }
            return false
        }
        if rejected { run?.dispose() }
    }

    func dispose() {
        let pending = state.withLock { state in
            defer {
                state.isDisposed = true
                state.pending = nil
            }
            return state.pending
        }
        pending?.dispose()
    }

    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }
}

extension Scheduler {
    /// Runs `step` as one action on this scheduler, then again, each time as
    /// a new action, for as long as it returns true; other work on the
    /// scheduler runs in between. Disposing stops it before the next step.
    ///
    /// On a scheduler that runs work inline (`ImmediateScheduler`), the next
    /// step is scheduled by a loop here, once the current `schedule` call has
    /// returned, so the stack does not grow with the number of steps.
    func scheduleSteps(_ step: @escaping @Sendable () -> Bool) -> any Disposable {
        let chain = RunChain()
        let loop = Locked(StepLoop.idle)
        @Sendable func scheduleNext() {
            repeat {
                guard let number = chain.begin() else { return }
                loop.withLock { $0 = .scheduling }
                let run = schedule {
                    guard step() else { return }
                    let leftToLoop = loop.withLock { state -> Bool in
                        guard state == .scheduling else { return false }
                        state = .requested
                        return true
                    }
                    if !leftToLoop { scheduleNext() }
                }
                chain.keep(run, number: number)
            } while loop.withLock({ state in
                defer { state = .idle }
                return state == .requested
            })
        }
        scheduleNext()
        return chain
    }
}

/// Whether a step asked for the next one while `schedule` was still running.
private enum StepLoop {
    case idle
    case scheduling
    case requested
}
