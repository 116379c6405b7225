/// One subscription to a source, shared by many subscribers through a subject.
///
/// A cold signal runs its work once per subscriber. A multicast connection runs
/// it once for everyone: the source feeds a subject, and subscribers listen to
/// the subject. Subscribing to `signal` never subscribes to the source;
/// `connect()` does, exactly once. Until then subscribers hear nothing.
///
/// Make one with `publish()` (a plain `Subject`) or `multicast(_:)` (a subject
/// of your choice, such as a `ReplaySubject`).
///
/// ```swift
/// let connection = Signal<Int> { observer in
///     print("working")
///     observer.sendNext(1)
///     observer.sendCompleted()
///     return nil
/// }.publish()
/// connection.signal.subscribeNext { print("first \($0)") }
/// connection.signal.subscribeNext { print("second \($0)") }
/// connection.connect()
/// // prints working, first 1, second 1
/// ```
///
/// Book: RACMulticastConnection
public final class MulticastConnection<Value: Sendable>: Sendable {
    private struct State {
        var connection: SerialDisposable?  // set by the first connect()
        var autoconnectSubscribers = 0
    }

    private let source: Signal<Value>
    private let subject: any SubjectProtocol<Value>
    private let state = Locked(State())

    /// Creates a connection that will feed `source` into `subject`; see `multicast(_:)`.
    init(source: Signal<Value>, subject: some SubjectProtocol<Value>) {
        self.source = source
        self.subject = subject
    }

    /// The shared signal: the subject's signal.
    ///
    /// Subscribing to it does not subscribe to the source. Subscribers hear what
    /// the subject sends once the connection is made; a `ReplaySubject` also
    /// replays what it has already heard.
    ///
    /// Book: `RACMulticastConnection.signal`
    public var signal: Signal<Value> {
        subject.signal
    }

    /// Subscribes the subject to the source, the first time it is called.
    ///
    /// Later calls do nothing but return the same disposable, even after it has
    /// been disposed: a connection is made at most once. Disposing the returned
    /// disposable disconnects the source; subscribers then hear nothing more
    /// (they are not completed).
    ///
    /// ```swift
    /// let connection = Signal.from([1, 2]).publish()
    /// connection.signal.subscribeNext { print($0) }
    /// let first = connection.connect()   // prints 1, 2
    /// let again = connection.connect()   // prints nothing
    /// print(first === again)             // prints true
    /// ```
    ///
    /// Book: `-[RACMulticastConnection connect]`
    @discardableResult
    public func connect() -> any Disposable {
        let (connection, isFirst) = state.withLock { state -> (SerialDisposable, Bool) in
            if let existing = state.connection { return (existing, false) }
            let created = SerialDisposable()
            state.connection = created
            return (created, true)
        }
        // Outside the lock: the source may send at once, and a subscriber may
        // call connect() again from inside that delivery.
        if isFirst { connection.inner = source.subscribe(subject) }
        return connection
    }

    /// A signal that connects when its first subscriber arrives, and disconnects
    /// when the number of subscribers (to all of this connection's autoconnected
    /// signals together) drops back to zero.
    ///
    /// Each subscriber listens to `signal` first, then `connect()` is called, so
    /// the first subscriber hears even a source that sends at once. As in the
    /// book, the connection is made only once: after the last subscriber leaves,
    /// the source stays disconnected, and a later subscriber hears only what the
    /// subject still holds (nothing for `publish()`; the replayed values for a
    /// `ReplaySubject`; the terminal event if the source had ended).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let ticks = Signal.interval(.seconds(1), on: scheduler).publish().autoconnect()
    /// let watching = ticks.subscribeNext { print($0) }   // the timer starts
    /// scheduler.advance(by: 2)                           // prints 0, 1
    /// watching.dispose()                                 // the timer stops
    /// ```
    ///
    /// Book: `-[RACMulticastConnection autoconnect]`
    public func autoconnect() -> Signal<Value> {
        Signal { observer in
            self.state.withLock { $0.autoconnectSubscribers += 1 }
            let subscription = self.signal.subscribe(observer)
            let connection = self.connect()
            return ActionDisposable {
                subscription.dispose()
                let isLast = self.state.withLock { state -> Bool in
                    state.autoconnectSubscribers -= 1
                    return state.autoconnectSubscribers == 0
                }
                if isLast { connection.dispose() }
            }
        }
    }
}
