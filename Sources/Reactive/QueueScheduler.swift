import Dispatch
import Foundation

/// A scheduler that runs work on a serial Dispatch queue.
///
/// Work scheduled on one `QueueScheduler` runs one item at a time, in order,
/// on a thread Dispatch chooses. Use `QueueScheduler.background` for work off
/// the main thread, or create your own with a name.
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

    /// Creates a scheduler on an existing queue, which should be serial.
    ///
    /// Book: `-[RACTargetQueueScheduler initWithName:targetQueue:]`
    public init(queue: DispatchQueue) {
        self.queue = queue
        // Each `DispatchQueue.main` access gives a new wrapper on Linux, so
        // compare labels: the main queue keeps its own name, "main".
        if queue.label != DispatchQueue.main.label {
            queue.setSpecific(key: Self.nameKey, value: queue.label)
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
}

/// A scheduled action that can be cancelled until it starts.
final class CancellableWork: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// Runs the action unless it was cancelled first. Runs at most once.
    func run() {
        let pending = action.withLock { action in
            defer { action = nil }
            return action
        }
        pending?()
    }

    func dispose() {
        action.withLock { $0 = nil }
    }

    var isDisposed: Bool {
        action.withLock { $0 == nil }
    }
}
