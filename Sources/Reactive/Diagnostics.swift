import Synchronization

private let liveObservers = Atomic<Int>(0)

/// Counters that let tests prove a pipeline was released.
///
/// Every subscription, at every step of a pipeline, is one `Observer`. The
/// count of live observers goes up when one is created and down when it is
/// freed, so a pipeline that finished or was disposed and then let go must
/// bring it back to where it started (Contract 6).
///
/// ```swift
/// let before = Diagnostics.liveSubscriptions
/// Signal.just(1).map { $0 + 1 }.subscribeNext { _ in }
/// print(Diagnostics.liveSubscriptions - before)   // prints 0
/// ```
///
/// Book: no direct equivalent; RxSwift calls this `Resources.total`.
public enum Diagnostics {
    /// The number of subscriptions (observers) currently alive in this process.
    ///
    /// Book: none; RxSwift calls this `Resources.total`
    public static var liveSubscriptions: Int {
        liveObservers.load(ordering: .relaxed)
    }

    static func observerCreated() {
        liveObservers.add(1, ordering: .relaxed)
    }

    static func observerReleased() {
        liveObservers.subtract(1, ordering: .relaxed)
    }
}
