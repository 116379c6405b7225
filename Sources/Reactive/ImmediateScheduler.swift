import Foundation

/// A scheduler that runs work at once, on the calling thread.
///
/// `schedule(after:)` blocks the calling thread for the delay, as the book's
/// immediate scheduler does, so prefer a `TestScheduler` for time in tests.
///
/// ```swift
/// ImmediateScheduler.shared.schedule { print("now") }   // prints now, before returning
/// ```
///
/// Book: `+[RACScheduler immediateScheduler]`
public final class ImmediateScheduler: Scheduler {
    /// The one immediate scheduler.
    ///
    /// Book: `+[RACScheduler immediateScheduler]`
    public static let shared = ImmediateScheduler()

    /// Always "immediate".
    ///
    /// Book: none; RACScheduler keeps its name private (`-initWithName:` in RACScheduler+Private.h)
    public let name = "immediate"

    private init() {}

    /// Runs `action` now. Nothing is left to cancel, so this returns `nil`.
    ///
    /// Book: `-[RACScheduler schedule:]` on the `+immediateScheduler`
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        action()
        return nil
    }

    /// Sleeps for `delay` on the calling thread, then runs `action`.
    ///
    /// Book: `-[RACScheduler afterDelay:schedule:]` on the `+immediateScheduler`, which also blocks
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
        -> (any Disposable)?
    {
        if delay > .zero { Thread.sleep(forTimeInterval: delay.timeInterval) }
        action()
        return nil
    }

    /// Cannot repeat: stops the program with a precondition failure.
    ///
    /// Running inline, a repeating action would never let `schedule` return.
    /// Use a `QueueScheduler`, or a `TestScheduler` in tests.
    ///
    /// Book: `-[RACScheduler after:repeatingEvery:withLeeway:schedule:]` on the
    /// `+immediateScheduler`, which asserts the same
    @discardableResult
    public func schedule(
        after delay: Duration, repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        preconditionFailure(
            "ImmediateScheduler cannot repeat: schedule(after:repeatingEvery:) and interval"
                + " need a scheduler with time, such as a QueueScheduler or a TestScheduler")
    }
}

extension Duration {
    /// This duration in seconds, as Foundation and Dispatch want it.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
