import Dispatch
import Foundation

/// A scheduler that runs work on the main thread, for UI-like code in a terminal app.
///
/// Work is queued on the main Dispatch queue. A command-line program has no UI
/// framework spinning the main thread for it, so it calls `run(until:)` (or
/// `dispatchMain()`) on the main thread to let the queued work run.
///
/// ```swift
/// let finished = MutableProperty(false)   // a flag that `@Sendable` closures may share
/// MainScheduler.shared.schedule {
///     print("on main")
///     finished.value = true
/// }
/// MainScheduler.shared.run { finished.value }   // prints on main
/// ```
///
/// Book: `+[RACScheduler mainThreadScheduler]`
public final class MainScheduler: Scheduler {
    /// The one main-thread scheduler.
    ///
    /// Book: `+[RACScheduler mainThreadScheduler]`
    public static let shared = MainScheduler()

    private let queueScheduler = QueueScheduler(queue: .main)

    /// Always "main".
    ///
    /// Book: none; RACScheduler keeps its name private (`-initWithName:` in RACScheduler+Private.h)
    public let name = "main"

    private init() {}

    /// Queues `action` on the main thread.
    ///
    /// Book: `-[RACScheduler schedule:]` on the `+mainThreadScheduler`
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        queueScheduler.schedule(action)
    }

    /// Queues `action` on the main thread once `delay` has passed.
    ///
    /// Book: `-[RACScheduler afterDelay:schedule:]` on the `+mainThreadScheduler`
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        queueScheduler.schedule(after: delay, action)
    }

    /// Repeats `action` on the main thread every `interval`.
    ///
    /// Book: `-[RACScheduler after:repeatingEvery:withLeeway:schedule:]` on the
    /// `+mainThreadScheduler`
    @discardableResult
    public func schedule(
        after delay: Duration, repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        queueScheduler.schedule(after: delay, repeatingEvery: interval, action)
    }

    /// Runs the main thread's loop, servicing queued work, until `isDone` returns true.
    ///
    /// Call it from the main thread. `isDone` is checked after each piece of work
    /// and at least every `pollInterval`.
    ///
    /// Book: none; in an iOS app the main run loop is already turning, as
    /// `-[NSRunLoop runMode:beforeDate:]` makes it turn here
    public func run(pollInterval: Duration = .milliseconds(10), until isDone: () -> Bool) {
        precondition(Thread.isMainThread, "MainScheduler.run must be called on the main thread")
        while !isDone() {
            _ = RunLoop.main.run(mode: .default, before: Date() + pollInterval.timeInterval)
        }
    }
}
