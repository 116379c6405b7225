import Foundation
import Reactive

/// Notes which scheduler ran each step of a pipeline, for the Schedulers section.
///
/// Each step calls `note(_:)`, which records `QueueScheduler.currentQueueName`
/// at that moment ("main" on the main thread). Reading back by step name, not
/// in arrival order, keeps the printed table the same on every run.
///
/// ```swift
/// let steps = StepLog()
/// steps.note("start")
/// print(steps.names(of: ["start", "never"]))   // prints ["main", "timed out"]
/// ```
final class StepLog: Sendable {
    private let entries = Locked<[String: String]>([:])

    /// Records that `step` is running now, on the current scheduler.
    func note(_ step: String) {
        // On Linux, once `MainScheduler` exists the main queue answers to its
        // Dispatch label ("com.apple.main-thread"); the main thread is "main".
        let name = Thread.isMainThread ? "main" : QueueScheduler.currentQueueName
        entries.withLock { $0[step] = name }
    }

    /// The scheduler that ran each of `steps`, or "timed out" for one that never ran.
    func names(of steps: [String]) -> [String] {
        entries.withLock { entries in steps.map { entries[$0] ?? "timed out" } }
    }
}
