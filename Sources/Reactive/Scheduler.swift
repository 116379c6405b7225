/// A place and a time to run work: now, later, or on another thread.
///
/// Time-based operators (`delay`, `throttle`, `interval`) and the scheduling
/// operators (`deliverOn`, `subscribeOn`) take a scheduler, so the same code
/// runs on a Dispatch queue in an app and on a `TestScheduler` in a test.
/// Each method returns a disposable that cancels the work if it has not run
/// yet, or `nil` when there is nothing left to cancel.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(2)) { print("two seconds later") }
/// scheduler.advance(by: .seconds(2))   // prints two seconds later
/// ```
///
/// Book: RACScheduler
public protocol Scheduler: AnyObject, Sendable {
    /// A short name, shown by the chapters when they print where work ran.
    ///
    /// Book: none; RACScheduler keeps its name private (`-initWithName:` in RACScheduler+Private.h)
    var name: String { get }

    /// Runs `action` as soon as possible.
    ///
    /// Book: `-[RACScheduler schedule:]`
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)?

    /// Runs `action` once `delay` has passed.
    ///
    /// Book: `-[RACScheduler afterDelay:schedule:]`
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?

    /// Runs `action` after `delay`, then again every `interval`, until disposed.
    ///
    /// An `interval` of zero or less is a programming error: every scheduler
    /// stops with a precondition failure rather than spin. The immediate
    /// scheduler cannot repeat at all.
    ///
    /// Book: `-[RACScheduler after:repeatingEvery:withLeeway:schedule:]`
    @discardableResult
    func schedule(
        after delay: Duration, repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)?
}

extension Scheduler {
    /// Repeats by scheduling each run from the one before. Schedulers with a
    /// native repeating timer replace this.
    ///
    /// A run may start before the `schedule(after:)` that queued it has
    /// returned (on an idle queue it often does), and it queues the next run
    /// at once. Each run is therefore numbered, and only the newest run's
    /// disposable is kept: an older one stored late never replaces it.
    ///
    /// Book: `-[RACScheduler after:repeatingEvery:withLeeway:schedule:]`
    @discardableResult
    public func schedule(
        after delay: Duration, repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        requirePositivePeriod(interval)
        let chain = RunChain()
        @Sendable func step(after wait: Duration) {
            guard let number = chain.begin() else { return }
            let run = schedule(after: wait) {
                action()
                step(after: interval)
            }
            chain.keep(run, number: number)
        }
        step(after: delay)
        return chain
    }
}

/// Stops with a clear message if a repeating schedule's period is not
/// positive: with a period of zero a timer would run without end, at once.
func requirePositivePeriod(_ period: Duration) {
    precondition(
        period > .zero, "a repeating schedule needs a period longer than zero, not \(period)")
}
