import Synchronization

/// The receiving end of one subscription: you send events into it.
///
/// A signal's body gets an `Observer` and calls `sendNext`, `sendError` and
/// `sendCompleted` on it. The observer enforces the event grammar: once a
/// terminal event has passed, or once the subscription is disposed, it drops
/// everything else (Contracts 1 and 3). A terminal event also disposes the
/// resources that the signal's body returned (Contract 4).
///
/// Each subscription has its own observer, and that observer is also the
/// subscription's `Disposable`: disposing it ends the subscription.
///
/// ```swift
/// let signal = Signal<Int> { observer in
///     observer.sendNext(1)
///     observer.sendCompleted()
///     observer.sendNext(2)          // ignored: the signal has completed
///     return nil
/// }
/// signal.subscribeNext { print($0) }   // prints 1
/// ```
///
/// An observer passed on inside a body, `Signal { observer in other.subscribe(observer) }`,
/// gets a new subscription to `other` that is tied to its own: disposing the
/// outer subscription, or a terminal event, disposes the inner one too
/// (Contract 9).
///
/// Book: RACSubscriber (and the private RACPassthroughSubscriber that guards it)
public final class Observer<Value: Sendable>: Disposable {
    // A constant, which a call reads without reference counting.
    private let handler: @Sendable (Event<Value>) -> Void
    // The one piece of state read on every event is an atomic flag, so that a
    // `next` costs no lock. (The flags sit side by side, in bytes the layout
    // would otherwise leave empty.)
    private let stopped = Atomic<Bool>(false)
    private let claimed = Atomic<Bool>(false)
    // A loose observer is not held by the observer it feeds: it asks it, in
    // `isDisposed`, whether it has ended. An anchored one feeds, through any
    // number of steps, a loose one, and has ended when that one has.
    private let loose: Bool
    private let anchored: Bool
    // The observer this one feeds, which holds this one among its upstream
    // resources until this one stops first. For an anchored observer, an
    // `AnchoredLink` to it, which also names the loose observer at the end.
    // Let go of in `stop()`, which runs once, so that ended levels of a deep
    // recursion are freed one by one, not in one deep cascade of deinits;
    // kept by a loose or anchored observer, which reads it in `isDisposed`.
    @exclusivity(unchecked) nonisolated(unsafe) private var downstream: (any Feedable)?
    let upstream = Locked(UpstreamResources.none)

    /// Creates an observer that passes every event to `handler`.
    ///
    /// Book: none; the nearest is `+[RACSubscriber subscriberWithNext:error:completed:]`,
    /// with one block for every kind of event
    public convenience init(_ handler: @escaping @Sendable (Event<Value>) -> Void) {
        self.init(handler: handler, downstream: nil, loose: false)
    }

    /// Creates an operator's observer of its source, whose `handler` feeds `downstream`.
    ///
    /// `downstream` holds this observer from the start: when `downstream`
    /// ends or is disposed, this observer is disposed too, even before the
    /// operator's body has returned its subscription. That is how a source
    /// still sending synchronously, such as `Signal.from(1...)` under `map`
    /// and `take(3)`, learns to stop. An observer that stops first lets go of
    /// `downstream`, so an operator that feeds one downstream from many inner
    /// signals holds only the live ones.
    ///
    /// ```swift
    /// let doubled = Signal<Int> { observer in
    ///     source.subscribe(Observer(feeding: observer) { event in
    ///         observer.send(event.map { $0 * 2 })
    ///     })
    /// }
    /// ```
    ///
    /// Book: the subscriber each RACSignal operator makes for its source
    public convenience init<Downstream>(
        feeding downstream: Observer<Downstream>,
        _ handler: @escaping @Sendable (Event<Value>) -> Void
    ) {
        let link = downstream.anchor.map { AnchoredLink(to: downstream, anchor: $0) }
        self.init(handler: handler, downstream: link ?? downstream, loose: false)
        downstream.hold(self)
    }

    /// Creates an operator's observer of its source that `downstream` does
    /// not hold, for an operator that disposes its source in its own way,
    /// such as `subscribeOn`, on its scheduler. Asked `isDisposed` once
    /// `downstream` has ended, it disposes itself and says yes, and so do the
    /// observers upstream of it, so that a source sending synchronously stops.
    ///
    /// Book: none; RAC2's `-subscribeOn:` disposes its source in a block it schedules
    convenience init<Downstream>(
        feedingWithoutTie downstream: Observer<Downstream>,
        _ handler: @escaping @Sendable (Event<Value>) -> Void
    ) {
        self.init(handler: handler, downstream: downstream, loose: true)
    }

    private init(
        handler: @escaping @Sendable (Event<Value>) -> Void, downstream: (any Feedable)?,
        loose: Bool
    ) {
        self.handler = handler
        self.downstream = downstream
        self.loose = loose
        anchored = downstream is AnchoredLink
        Diagnostics.observerCreated()
    }

    /// Creates an observer from one closure per kind of event.
    ///
    /// Book: `+[RACSubscriber subscriberWithNext:error:completed:]`
    public convenience init(
        next: (@Sendable (Value) -> Void)? = nil,
        error: (@Sendable (any Error) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil
    ) {
        self.init { event in
            switch event {
            case .next(let value): next?(value)
            case .error(let failure): error?(failure)
            case .completed: completed?()
            }
        }
    }

    deinit {
        Diagnostics.observerReleased()
    }

    /// Sends an event. Events after a terminal event or after disposal are dropped.
    ///
    /// Book: none; RAC2 sends each kind of event with its own message: `-sendNext:`,
    /// `-sendError:`, `-sendCompleted`
    public func send(_ event: Event<Value>) {
        if case .next = event {
            guard !stopped.load(ordering: .acquiring) else { return }
            handler(event)
        } else {
            end(with: event)
        }
    }

    // Out of line, so that `send` stays small for the `next` that most calls carry.
    @inline(never)
    private func end(with event: Event<Value>) {
        guard stop() else { return }
        handler(event)
    }

    /// Sends a value.
    ///
    /// Book: `-[RACSubscriber sendNext:]`
    public func sendNext(_ value: Value) {
        send(.next(value))
    }

    /// Ends the subscription with an error.
    ///
    /// Book: `-[RACSubscriber sendError:]`
    public func sendError(_ error: any Error) {
        send(.error(error))
    }

    /// Ends the subscription successfully.
    ///
    /// Book: `-[RACSubscriber sendCompleted]`
    public func sendCompleted() {
        send(.completed)
    }

    /// Ends the subscription without an event and releases its upstream resources.
    ///
    /// Book: `-[RACDisposable dispose]`, on the disposable that `-[RACSignal subscribe:]` returns
    public func dispose() {
        _ = stop()
    }

    /// Stops the subscription and releases its upstream resources, once.
    /// Returns false if it had stopped already.
    private func stop() -> Bool {
        guard
            stopped.compareExchange(
                expected: false, desired: true, ordering: .acquiringAndReleasing
            ).exchanged
        else { return false }
        releaseUpstream()
        guard !loose else { return true }
        downstream?.letGo(of: self)
        if !anchored { downstream = nil }
        return true
    }

    /// Whether the subscription has ended, by a terminal event or by disposal,
    /// or the observer it feeds has (which disposes this one).
    ///
    /// A long-running signal body checks this to stop early.
    ///
    /// Book: `RACDisposable.disposed`, on the subscription's disposable
    public var isDisposed: Bool {
        if stopped.load(ordering: .acquiring) { return true }
        guard loose || anchored, downstream?.isDisposed == true else { return false }
        // A loose observer is not held by the observer it feeds, so not
        // disposed with it: it ends now, on the thread that asked, which is
        // most often the source's own.
        if loose { dispose() }
        return true
    }

    /// Marks this observer as taken by a subscription. Returns false if it already was.
    func claim() -> Bool {
        !claimed.exchange(true, ordering: .relaxed)
    }
}

extension Observer: Feedable {
    /// The loose observer whose end ends this one, if any.
    var anchor: (any Feedable)? {
        if loose { return self }
        return anchored ? downstream?.anchor : nil
    }
}
