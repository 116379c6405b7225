extension Signal {
    /// Fails with `TimeoutError` if the source has not finished within `interval`.
    ///
    /// Values pass through as they come. If the source completes or fails
    /// within `interval`, that event passes through too and the timer is
    /// cancelled. Otherwise, when `interval` has passed on `scheduler`, the
    /// source is disposed and the signal fails with a `TimeoutError`.
    ///
    /// ```
    /// -a-b-----|   timeout(4)   -a-b#
    /// -a-|         timeout(4)   -a-|
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// Signal<Int>.never.timeout(.seconds(5), on: scheduler)
    ///     .subscribeError { print($0) }
    /// scheduler.advance(by: 5)
    /// // prints timed out: the signal did not finish within 5.0 seconds
    /// ```
    ///
    /// Book: `-[RACSignal timeout:onScheduler:]`
    public func timeout(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let upstream = SerialDisposable()
            let timer = scheduler.schedule(after: interval) {
                upstream.dispose()
                downstream.sendError(TimeoutError(interval: interval))
            }
            upstream.inner = self.subscribe(
                Observer(feeding: observer) { event in downstream.send(event) })
            return CompositeDisposable([timer, upstream].compactMap { $0 })
        }
    }
}

/// The error `timeout(_:on:)` sends when its source takes too long.
///
/// ```swift
/// print(TimeoutError(interval: .seconds(3)))
/// // prints timed out: the signal did not finish within 3.0 seconds
/// ```
///
/// Book: the `NSError` with domain `RACSignalErrorDomain` and code `RACSignalErrorTimedOut`
public struct TimeoutError: Error, Equatable, CustomStringConvertible {
    /// How long the signal was given to finish.
    ///
    /// Book: none; RAC2's timeout error does not say how long it waited
    public let interval: Duration

    /// Creates the error for a wait of `interval`.
    ///
    /// Book: none; RAC2 makes the `NSError` itself, with code `RACSignalErrorTimedOut`
    public init(interval: Duration) {
        self.interval = interval
    }

    /// Says that the signal timed out, and how long it waited.
    ///
    /// Book: none; RAC2's timeout `NSError` has no message of its own
    public var description: String {
        "timed out: the signal did not finish within \(interval)"
    }
}
