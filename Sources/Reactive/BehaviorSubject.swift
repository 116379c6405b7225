/// A subject that always has a current value and gives it to each new subscriber.
///
/// It starts with an initial value. A new subscriber receives the current value
/// at once, then every change. It behaves as a `ReplaySubject` of capacity one
/// that begins full. After it ends, a new subscriber receives the last value
/// and the terminal event.
///
/// ```swift
/// let temperature = BehaviorSubject(20)
/// temperature.signal.subscribeNext { print($0) }   // prints 20
/// temperature.sendNext(21)                         // prints 21
/// print(temperature.value)                         // prints 21
/// ```
///
/// Book: RACBehaviorSubject, `+behaviorSubjectWithDefaultValue:`
public final class BehaviorSubject<Value: Sendable>: SubjectProtocol {
    private let core: Broadcaster<Value>

    /// Creates a behaviour subject holding `initialValue`.
    ///
    /// Book: `+[RACBehaviorSubject behaviorSubjectWithDefaultValue:]`
    public init(_ initialValue: Value) {
        core = Broadcaster(capacity: 1, initialValues: [initialValue])
    }

    /// Records `event` and delivers it to the current subscribers.
    ///
    /// Book: `-[RACSubject sendNext:]`, `-sendError:` and `-sendCompleted`, in one method
    public func send(_ event: Event<Value>) {
        core.send(event)
    }

    /// Keeps a subscription that feeds this subject, until the subject ends.
    ///
    /// Book: `-[RACSubscriber didSubscribeWithDisposable:]`, as RACBehaviorSubject inherits it from RACSubject
    public func didSubscribe(with subscription: any Disposable) {
        core.adopt(subscription)
    }

    /// The current value: the initial one, or the last one sent.
    ///
    /// Book: none; RACBehaviorSubject keeps its current value private (RxSwift reads it
    /// with `BehaviorSubject.value()`)
    public var value: Value {
        core.bufferedValues[0]
    }

    /// The subject as a signal that starts with the current value.
    ///
    /// Book: none; a RACBehaviorSubject is itself a RACSignal
    public var signal: Signal<Value> {
        Signal { [core] observer in core.subscribe(observer) }
    }
}
