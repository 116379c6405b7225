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
    private let handler: @Sendable (Event<Value>) -> Void
    // The one piece of state read on every event is an atomic flag, so that a
    // `next` costs no lock. Everything else lives in the mutex below.
    private let stopped = Atomic<Bool>(false)
    // The observer this one feeds. It holds this one among its upstream
    // resources until this one stops first, unless this one is `loose`. A
    // loose observer, and every observer feeding one, `asksDownstream`
    // whether it has ended. (The flags sit beside `stopped`, in bytes the
    // layout would otherwise leave empty.)
    private let loose: Bool
    private let asksDownstream: Bool
    // Let go of in `stop()`, which runs once, so that ended levels of a deep
    // recursion are freed one by one, not in one deep cascade of deinits.
    // Kept by an observer that `asksDownstream`, the only one reading it elsewhere.
    @exclusivity(unchecked) nonisolated(unsafe) private var downstream: (any Feedable)?
    private let upstream = Locked(UpstreamResources.unclaimed)

    /// Creates an observer that passes every event to `handler`.
    ///
    /// Book: none; the nearest is `+[RACSubscriber subscriberWithNext:error:completed:]`,
    /// with one block for every kind of event
    public init(_ handler: @escaping @Sendable (Event<Value>) -> Void) {
        self.handler = handler
        downstream = nil
        loose = false
        asksDownstream = false
        Diagnostics.observerCreated()
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
    public init<Downstream>(
        feeding downstream: Observer<Downstream>,
        _ handler: @escaping @Sendable (Event<Value>) -> Void
    ) {
        self.handler = handler
        self.downstream = downstream
        loose = false
        asksDownstream = downstream.asksDownstream
        Diagnostics.observerCreated()
        downstream.hold(self)
    }

    /// Creates an operator's observer of its source that `downstream` does
    /// not hold, for an operator that disposes its source in its own way,
    /// such as `subscribeOn`, on its scheduler. Asked `isDisposed` once
    /// `downstream` has ended, it disposes itself and says yes, and so do the
    /// observers upstream of it, so that a source sending synchronously stops.
    ///
    /// Book: none; RAC2's `-subscribeOn:` disposes its source in a block it schedules
    init<Downstream>(
        feedingWithoutTie downstream: Observer<Downstream>,
        _ handler: @escaping @Sendable (Event<Value>) -> Void
    ) {
        self.handler = handler
        self.downstream = downstream
        loose = true
        asksDownstream = true
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
        if !loose { downstream?.letGo(of: self) }
        if !asksDownstream { downstream = nil }
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
        guard asksDownstream, downstream?.isDisposed == true else { return false }
        // Not held by the observer it feeds, so not disposed with it: end now,
        // on the thread that asked, which is most often the source's own.
        if loose { dispose() }
        return true
    }

    /// Marks this observer as taken by a subscription. Returns false if it already was.
    func claim() -> Bool {
        upstream.withLock { state in
            guard case .unclaimed = state else { return false }
            state = .claimed
            return true
        }
    }

    /// Keeps the disposable that the signal's body returned, or disposes it at
    /// once if the subscription ended while the body was still running.
    func attach(_ disposable: (any Disposable)?) {
        guard let disposable else { return }
        hold(disposable)
    }

    /// Adds `resource` to what this subscription releases when it ends, or
    /// disposes it at once if the subscription has ended already.
    fileprivate func hold(_ resource: any Disposable) {
        let (endedAlready, tied) = upstream.withLock { state -> (Bool, TiedResources?) in
            switch state {
            case .released:
                return (true, nil)
            case .unclaimed, .claimed:
                state = .holding(resource)
            case .holding(let held):
                // Most often the body returns the very subscription it made.
                if held === resource { return (false, nil) }
                if let tied = held as? TiedResources { return (false, tied) }
                state = .holding(TiedResources([held, resource]))
            }
            return (false, nil)
        }
        if endedAlready { resource.dispose() }
        // A tied set disposed meanwhile disposes the newcomer at once.
        tied?.add(resource)
    }

    private func releaseUpstream() {
        let held = upstream.withLock { state -> (any Disposable)? in
            defer { state = .released }
            if case .holding(let resource) = state { return resource }
            return nil
        }
        held?.dispose()
    }
}

/// What an observer feeding another needs from it.
private protocol Feedable: Disposable {
    /// Stops holding `feeder`, which has stopped on its own.
    func letGo(of feeder: any Disposable)
}

extension Observer: Feedable {
    fileprivate func letGo(of feeder: any Disposable) {
        let tied = upstream.withLock { state -> TiedResources? in
            guard case .holding(let held) = state else { return nil }
            if held === feeder {
                state = .claimed
                return nil
            }
            return held as? TiedResources
        }
        tied?.remove(feeder)
    }
}
