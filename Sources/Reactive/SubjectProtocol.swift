/// Something you can both send events into and subscribe to.
///
/// `Subject`, `ReplaySubject` and `BehaviorSubject` conform. A subject is hot:
/// it delivers each event once, to whoever is subscribed at that moment, which
/// makes it the bridge from callback-style code into signals.
///
/// ```swift
/// let subject = Subject<Int>()
/// subject.signal.subscribeNext { print($0) }
/// subject.sendNext(1)   // prints 1
/// ```
///
/// Book: RACSubject's two faces, `RACSubscriber` and `RACSignal`
public protocol SubjectProtocol<Value>: AnyObject, Sendable {
    /// The type of the values.
    ///
    /// Book: none; RAC2's subjects send untyped `id` values
    associatedtype Value: Sendable

    /// Delivers `event` to every current subscriber.
    ///
    /// Book: `-[RACSubject sendNext:]`, `-sendError:` and `-sendCompleted`, in one method
    func send(_ event: Event<Value>)

    /// The subject seen as a signal, to subscribe to or transform.
    ///
    /// Book: none; a RACSubject is itself a RACSignal
    var signal: Signal<Value> { get }

    /// Keeps `subscription`, one that feeds this subject, and disposes it when
    /// the subject ends, or at once if it has ended already (Contract 10).
    /// `signal.subscribe(subject)` calls it; you need not.
    ///
    /// Book: `-[RACSubscriber didSubscribeWithDisposable:]`, as RACSubject implements it
    func didSubscribe(with subscription: any Disposable)
}

extension SubjectProtocol {
    /// Sends a value to every subscriber.
    ///
    /// Book: `-[RACSubject sendNext:]`
    public func sendNext(_ value: Value) {
        send(.next(value))
    }

    /// Ends the subject with an error.
    ///
    /// Book: `-[RACSubject sendError:]`
    public func sendError(_ error: any Error) {
        send(.error(error))
    }

    /// Ends the subject successfully.
    ///
    /// Book: `-[RACSubject sendCompleted]`
    public func sendCompleted() {
        send(.completed)
    }
}

extension Signal {
    /// Forwards every event of this signal into `subject`.
    ///
    /// The subject keeps the subscription: when the subject ends, by this
    /// signal or any other means, the subscription is disposed, and
    /// subscribing a subject that has ended disposes it at once (Contract 10).
    ///
    /// ```swift
    /// let subject = Subject<Int>()
    /// subject.signal.subscribeNext { print($0) }
    /// Signal.just(7).subscribe(subject)   // prints 7
    /// ```
    ///
    /// Book: `-[RACSignal subscribe:]` with a RACSubject as the subscriber
    @discardableResult
    public func subscribe(_ subject: some SubjectProtocol<Value>) -> any Disposable {
        let subscription = subscribe(Observer { subject.send($0) })
        subject.didSubscribe(with: subscription)
        return subscription
    }
}
