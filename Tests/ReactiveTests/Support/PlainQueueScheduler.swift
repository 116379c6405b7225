import Dispatch
import Reactive

/// A scheduler on a serial queue that implements only one-shot scheduling, so
/// that its repeating schedule is the protocol's default, on real threads.
final class PlainQueueScheduler: Scheduler {
    private let queue: DispatchQueue

    init(name: String) {
        queue = DispatchQueue(label: name)
    }

    var name: String { queue.label }

    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        schedule(after: .zero, action)
    }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        let work = CancellableWork(action)
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { work.run() }
        return work
    }
}
