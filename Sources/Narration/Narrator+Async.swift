import Dispatch
import Foundation
import Synchronization

extension Narrator {
    /// Runs `work`, an async closure, to completion and returns what it
    /// returns, so that a section, which is ordinary synchronous narration, can
    /// run async code in the order it is written.
    ///
    /// `work` runs in a task of its own. On the main thread, where a chapter's
    /// sections run, the main run loop turns while it waits, so work for the
    /// main actor (a `@MainActor` view model, say) still runs; on any other
    /// thread the call simply blocks until the task is done. Inside `work`,
    /// order comes from the awaits as written: a transcript stays the same on
    /// every run as long as `work` prints only where its own awaits put it in
    /// order, never from a second task it does not wait for.
    ///
    /// ```swift
    /// let print = page.printer
    /// let total = page.runAsync {
    ///     let (numbers, input) = AsyncStream.makeStream(of: Int.self)
    ///     for n in 1...3 { input.yield(n) }
    ///     input.finish()
    ///     return await numbers.reduce(0, +)
    /// }
    /// print(total)   // prints 6
    /// ```
    ///
    /// Book: no equivalent; the book predates async/await.
    public func runAsync<Result: Sendable>(
        _ work: @escaping @Sendable () async -> Result
    ) -> Result {
        let outcome = Outcome<Result>()
        let onMain = Thread.isMainThread
        Task.detached {
            outcome.finish(with: await work())
            // Wakes the main run loop, which may be waiting for a source.
            if onMain { DispatchQueue.main.async {} }
        }
        if onMain {
            while !outcome.isFinished {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
            }
        } else {
            outcome.wait()
        }
        return outcome.result
    }
}

/// The result of a `runAsync` task, handed to the thread that waits for it.
private final class Outcome<Result: Sendable>: Sendable {
    private let value = Mutex<Result?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Whether the task has finished.
    var isFinished: Bool {
        value.withLock { $0 != nil }
    }

    /// The task's result; call it once the task has finished.
    var result: Result {
        value.withLock { $0! }
    }

    func finish(with result: Result) {
        value.withLock { $0 = result }
        done.signal()
    }

    /// Blocks until the task has finished.
    func wait() {
        done.wait()
    }
}
