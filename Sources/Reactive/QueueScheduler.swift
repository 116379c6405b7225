import Dispatch
import Foundation

/// A scheduler that runs work on a serial Dispatch queue.
///
/// Work scheduled on one `QueueScheduler` runs one item at a time, in order,
/// on a thread Dispatch chooses (Contract 8). A repeating schedule is one
/// Dispatch timer, which runs until it is disposed (Contract 7). Use
/// `QueueScheduler.background` for work off the main thread, or create your
/// own with a name.
///
/// ```swift
/// let worker = QueueScheduler(name: "worker")
/// worker.schedule { print(QueueScheduler.currentQueueName) }   // prints worker
/// ```
///
/// Book: `+[RACScheduler scheduler]`, `+[RACScheduler schedulerWithPriority:name:]`
public final class QueueScheduler: Scheduler {
    /// A shared scheduler for background work.
    ///
    /// Book: `+[RACScheduler schedulerWithPriority:]`, which RAC2 makes afresh at each call;
    /// we share one
    public static let background = QueueScheduler(name: "background", qos: .utility)

    /// The serial queue the work runs on.
    ///
    /// Book: `RACQueueScheduler.queue` (in RACQueueScheduler+Subclass.h)
    public let queue: DispatchQueue

    /// The queue's label.
    ///
    /// Book: none; RACScheduler keeps its name private (`-initWithName:` in RACScheduler+Private.h)
    public var name: String { queue.label }

    /// Creates a scheduler with its own serial queue.
    ///
    /// Book: `+[RACScheduler schedulerWithPriority:name:]`
    public init(name: String = "queue-scheduler", qos: DispatchQoS = .default) {
        queue = DispatchQueue(label: name, qos: qos)
        queue.setSpecific(key: Self.nameKey, value: name)
    }

    /// Creates a scheduler whose work runs on `target`, one item at a time, in order.
    ///
    /// The work goes through a serial queue of the same name that targets
    /// `target`, so even a concurrent queue runs this scheduler's work
    /// serially (Contract 8). The main queue, serial already, is used as is.
    ///
    /// ```swift
    /// let pool = DispatchQueue(label: "pool", attributes: .concurrent)
    /// let scheduler = QueueScheduler(queue: pool)
    /// scheduler.schedule { print("first") }
    /// scheduler.schedule { print("second") }   // prints first, then second, never together
    /// ```
    ///
    /// Book: `-[RACTargetQueueScheduler initWithName:targetQueue:]`
    public init(queue target: DispatchQueue) {
        // Each `DispatchQueue.main` access gives a new wrapper on Linux, so
        // compare labels: the main queue keeps its own name, "main".
        if target.label == DispatchQueue.main.label {
            queue = target
        } else {
            queue = DispatchQueue(label: target.label, target: target)
            queue.setSpecific(key: Self.nameKey, value: target.label)
        }
    }

    /// The name of the scheduler whose queue is running the caller: "main" on
    /// the main thread, "other" on a thread no `QueueScheduler` owns.
    ///
    /// Book: `+[RACScheduler currentScheduler]`, which gives the scheduler rather than its name
    public static var currentQueueName: String {
        if let name = DispatchQueue.getSpecific(key: nameKey) { return name }
        return Thread.isMainThread ? "main" : "other"
    }

    private static let nameKey = DispatchSpecificKey<String>()

    /// Runs `action` on the queue, soon.
    ///
    /// Book: `-[RACScheduler schedule:]`
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        let work = CancellableWork(action)
        queue.async { work.run() }
        return work
    }

    /// Runs `action` on the queue once `delay` has passed.
    ///
    /// Book: `-[RACScheduler afterDelay:schedule:]`
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        let work = CancellableWork(action)
        queue.asyncAfter(deadline: .now() + delay.timeInterval) { work.run() }
        return work
    }

    /// Runs `action` on the queue after `delay`, then every `interval`, until disposed.
    ///
    /// One Dispatch timer does the repeating, so no run depends on the one
    /// before it having been scheduled in time: the timer stops only when it
    /// is disposed (Contract 7). A run that falls due while the queue is busy
    /// runs once the queue is free; runs missed meanwhile are merged into it.
    ///
    /// ```swift
    /// let ticks = QueueScheduler(name: "ticks")
    /// let timer = ticks.schedule(after: .zero, repeatingEvery: .milliseconds(100)) {
    ///     print("tick")
    /// }
    /// // prints tick every 100 ms, until timer?.dispose()
    /// ```
    ///
    /// Book: `-[RACQueueScheduler after:repeatingEvery:withLeeway:schedule:]`
    @discardableResult
    public func schedule(
        after delay: Duration, repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        requirePositivePeriod(interval)
        return RepeatingTimer(on: queue, after: delay, every: interval, action)
    }
}

/// A scheduled action that can be cancelled until it starts. The tests'
/// own schedulers use it too.
///
/// Book: the RACDisposable that `-[RACQueueScheduler schedule:]` returns
package final class CancellableWork: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>

    package init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// Runs the action unless it was cancelled first. Runs at most once.
    package func run() {
        let pending = action.withLock { action in
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Runs the action unless it was cancelled, and keeps it for the next run.
    func runAgain() {
        action.withLock { $0 }?()
    }

    package func dispose() {
        action.withLock { $0 = nil }
    }

    package var isDisposed: Bool {
        action.withLock { $0 == nil }
    }
}

/// A Dispatch timer source that runs an action until disposed.
///
/// The source keeps its handler, and so the action, until it is cancelled:
/// a timer whose disposable is dropped keeps running, as a repeating
/// schedule must.
private final class RepeatingTimer: Disposable {
    // Dispatch sources are safe to use from any thread, but the Dispatch
    // module does not mark them `Sendable`.
    nonisolated(unsafe) private let source: any DispatchSourceTimer
    private let work: CancellableWork

    init(
        on queue: DispatchQueue, after delay: Duration, every interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) {
        let work = CancellableWork(action)
        self.work = work
        source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + delay.timeInterval, repeating: interval.timeInterval)
        source.setEventHandler { work.runAgain() }
        source.resume()
    }

    func dispose() {
        guard !work.isDisposed else { return }
        work.dispose()
        source.cancel()
    }

    var isDisposed: Bool {
        work.isDisposed
    }
}
