import Reactive

/// Records every event a signal sends, stamped with the test scheduler's clock.
///
/// Get one from `TestScheduler.record(_:)`, advance the scheduler, then compare
/// `events` with what you expect, as a list or as marbles.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = scheduler.record(Signal.just("a").delay(.seconds(2), on: scheduler))
/// scheduler.run()
/// print(recorder.events)   // prints [next(a)@2, completed@2]
/// ```
///
/// Book: no direct equivalent; RxTest calls this `TestableObserver`.
public final class TestObserver<Value: Sendable>: Sendable {
    private struct State {
        var events: [Recorded<Value>] = []
        var subscription: (any Disposable)?
        var span: SubscriptionSpan?
    }

    private let scheduler: TestScheduler
    private let state = Locked(State())

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Everything received so far, in order.
    ///
    /// Book: none; RxTest calls this `TestableObserver.events`
    public var events: [Recorded<Value>] {
        state.withLock { $0.events }
    }

    /// The values received so far, without times.
    ///
    /// Book: none (a Swift convenience)
    public var values: [Value] {
        events.compactMap(\.event.value)
    }

    /// When this recorder subscribed and when it was disposed, if it has been.
    ///
    /// Book: none; RxTest records subscriptions on the source (`TestableObservable.subscriptions`)
    public var span: SubscriptionSpan? {
        state.withLock { $0.span }
    }

    /// A fresh observer that records into this recorder.
    ///
    /// Book: none; an RxTest `TestableObserver` is itself the observer
    public var observer: Observer<Value> {
        Observer { [weak self] event in
            guard let self else { return }
            let time = scheduler.now
            state.withLock { $0.events.append(Recorded(time: time, event: event)) }
        }
    }

    /// Subscribes to `signal` now.
    func start(_ signal: Signal<Value>) {
        let now = scheduler.now
        state.withLock { $0.span = SubscriptionSpan(now) }
        let subscription = signal.subscribe(observer)
        state.withLock { $0.subscription = subscription }
    }

    /// Disposes the subscription now and notes the time.
    ///
    /// Book: none; RxTest disposes at the time given to
    /// `TestScheduler.start(created:subscribed:disposed:create:)`
    public func dispose() {
        let now = scheduler.now
        let subscription = state.withLock { state -> (any Disposable)? in
            if let span = state.span, span.disposed == nil {
                state.span = SubscriptionSpan(span.subscribed, now)
            }
            return state.subscription
        }
        subscription?.dispose()
    }
}

extension TestScheduler {
    /// Subscribes a recorder to `signal` at tick `subscribeAt` (now, by default),
    /// and disposes it at tick `disposeAt`, if given.
    ///
    /// Nothing runs until you advance the scheduler, unless `subscribeAt` is now,
    /// in which case the subscription starts at once.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let ticks = Signal.interval(.seconds(1), on: scheduler)
    /// let recorder = scheduler.record(ticks, subscribeAt: 2, disposeAt: 5)
    /// scheduler.advance(to: 10)
    /// print(recorder.events, recorder.span!)   // prints [next(0)@3, next(1)@4] 2...5
    /// ```
    ///
    /// Book: none; RxTest calls this `TestScheduler.start(created:subscribed:disposed:create:)`
    public func record<Value>(
        _ signal: Signal<Value>, subscribeAt: Int? = nil, disposeAt: Int? = nil
    ) -> TestObserver<Value> {
        let recorder = TestObserver<Value>(scheduler: self)
        if let subscribeAt, subscribeAt > now {
            schedule(at: subscribeAt) { recorder.start(signal) }
        } else {
            recorder.start(signal)
        }
        if let disposeAt {
            schedule(at: disposeAt) { recorder.dispose() }
        }
        return recorder
    }
}
