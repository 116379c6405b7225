/// A cold stream of events over time: nothing happens until you subscribe.
///
/// A signal is a recipe. It is made from a closure (the body) that receives an
/// `Observer` and sends events into it. Each `subscribe` runs the body again,
/// with a new observer, so every subscriber sees the whole story and every
/// side effect in the body runs once per subscriber. Share one run among many
/// subscribers with `publish()`, `replay()` or a `Subject`.
///
/// The body returns the resources to release when the subscription ends (or
/// `nil` if there are none). They are released when the subscriber disposes,
/// and after a terminal event.
///
/// Each operator in a chain adds to the stack an event travels down: in a
/// debug build about 750 bytes, so a chain of up to 5,000 operators runs on
/// an 8 MiB stack, and up to 500 on a 512 KiB one (Contract 13).
///
/// ```swift
/// let greetings = Signal<String> { observer in
///     observer.sendNext("hello")
///     observer.sendNext("world")
///     observer.sendCompleted()
///     return nil
/// }
/// greetings.subscribe(
///     next: { print($0) },
///     completed: { print("done") })
/// // prints hello, world, done
/// ```
///
/// Book: RACSignal, `+[RACSignal createSignal:]`
public struct Signal<Value: Sendable>: Sendable {
    private let body: @Sendable (Observer<Value>) -> (any Disposable)?

    /// A name shown by the logging operators. Set it with `named(_:)`.
    ///
    /// Book: `RACStream.name`, which RACSignal inherits
    public private(set) var name: String?

    /// Creates a cold signal whose `body` runs once for each subscriber.
    ///
    /// Book: `+[RACSignal createSignal:]`
    public init(_ body: @escaping @Sendable (Observer<Value>) -> (any Disposable)?) {
        self.body = body
    }

    /// Creates a cold signal; the same as `Signal { observer in … }`.
    ///
    /// Book: `+[RACSignal createSignal:]`
    public static func create(
        _ body: @escaping @Sendable (Observer<Value>) -> (any Disposable)?
    ) -> Signal<Value> {
        Signal(body)
    }

    /// Returns the same signal with a name, for logs and diagrams.
    ///
    /// ```swift
    /// let clicks = Signal.just(1).named("clicks")
    /// print(clicks.name ?? "")   // prints clicks
    /// ```
    ///
    /// Book: `-[RACSignal setNameWithFormat:]`
    public func named(_ name: String) -> Signal<Value> {
        var copy = self
        copy.name = name
        return copy
    }

    /// Starts a subscription that delivers events to `observer`.
    ///
    /// The returned disposable ends the subscription. An observer belongs to one
    /// subscription; if `observer` is already subscribed elsewhere (as when a
    /// signal's body passes its own observer on), a new observer that forwards
    /// to it is used instead, and that subscription is tied to the first: when
    /// the first ends or is disposed, so is this one (Contract 9).
    ///
    /// ```swift
    /// let observer = Observer<Int>(next: { print("got \($0)") }, completed: { print("done") })
    /// let subscription = Signal.from([1, 2]).subscribe(observer)   // prints got 1, got 2, done
    /// print(subscription.isDisposed)   // prints true: completing ended the subscription
    /// ```
    ///
    /// Book: `-[RACSignal subscribe:]`
    @discardableResult
    public func subscribe(_ observer: Observer<Value>) -> any Disposable {
        if observer.claim() {
            observer.attach(body(observer))
            return observer
        }
        // The new observer is held by `observer` from the start (Contract 9).
        let passthrough = Observer(feeding: observer, observer.send)
        _ = passthrough.claim()
        passthrough.attach(body(passthrough))
        return passthrough
    }

    /// Subscribes with one closure per kind of event.
    ///
    /// Book: `-[RACSignal subscribeNext:error:completed:]`
    @discardableResult
    public func subscribe(
        next: @escaping @Sendable (Value) -> Void,
        error: (@Sendable (any Error) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        subscribe(Observer(next: next, error: error, completed: completed))
    }

    /// Subscribes to the values only.
    ///
    /// Book: `-[RACSignal subscribeNext:]`
    @discardableResult
    public func subscribeNext(_ next: @escaping @Sendable (Value) -> Void) -> any Disposable {
        subscribe(
            Observer { event in
                if case .next(let value) = event { next(value) }
            })
    }

    /// Subscribes to the error only.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// Signal<Int>.error(Offline()).subscribeError { print("failed: \($0)") }
    /// // prints failed: Offline()
    /// ```
    ///
    /// Book: `-[RACSignal subscribeError:]`
    @discardableResult
    public func subscribeError(_ error: @escaping @Sendable (any Error) -> Void) -> any Disposable {
        subscribe(
            Observer { event in
                if case .error(let failure) = event { error(failure) }
            })
    }

    /// Subscribes to the successful end only.
    ///
    /// ```swift
    /// Signal.from([1, 2]).subscribeCompleted { print("done") }   // prints done
    /// ```
    ///
    /// Book: `-[RACSignal subscribeCompleted:]`
    @discardableResult
    public func subscribeCompleted(_ completed: @escaping @Sendable () -> Void) -> any Disposable {
        subscribe(
            Observer { event in
                if case .completed = event { completed() }
            })
    }
}
