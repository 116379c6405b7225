extension Signal {
    /// Shares one subscription to this signal among many subscribers, through a `Subject`.
    ///
    /// Nothing happens until you call `connect()` on the result (or subscribe to
    /// its `autoconnect()` signal). Subscribers of `signal` hear only what is
    /// sent after they subscribed and after the connection was made.
    ///
    /// ```swift
    /// let connection = Signal<Int> { observer in
    ///     print("fetching")
    ///     observer.sendNext(200)
    ///     return nil
    /// }.publish()
    /// connection.signal.subscribeNext { print("a got \($0)") }
    /// connection.signal.subscribeNext { print("b got \($0)") }
    /// connection.connect()   // prints fetching, a got 200, b got 200
    /// ```
    ///
    /// Book: `-[RACSignal publish]`
    public func publish() -> MulticastConnection<Value> {
        multicast(Subject())
    }

    /// Shares one subscription to this signal among many subscribers, through `subject`.
    ///
    /// The subject decides what a late subscriber hears: a `ReplaySubject`
    /// replays its history, a `BehaviorSubject` its latest value, a `Subject`
    /// nothing. Connect with `connect()` or `autoconnect()`.
    ///
    /// ```swift
    /// let connection = Signal.from([1, 2]).multicast(ReplaySubject(capacity: 1))
    /// connection.connect()
    /// connection.signal.subscribeNext { print($0) }   // prints 2
    /// ```
    ///
    /// Book: `-[RACSignal multicast:]`
    public func multicast(_ subject: some SubjectProtocol<Value>) -> MulticastConnection<Value> {
        MulticastConnection(source: self, subject: subject)
    }

    /// Subscribes to this signal now, once, and replays everything it sends to
    /// every subscriber, early or late.
    ///
    /// The source's side effects run at once, even if nobody ever subscribes,
    /// and never again. Each subscriber receives every value so far, then the
    /// live ones, then the terminal event.
    ///
    /// ```swift
    /// let once = Signal<Int> { observer in
    ///     print("working")
    ///     observer.sendNext(1)
    ///     observer.sendCompleted()
    ///     return nil
    /// }.replay()                        // prints working
    /// once.subscribeNext { print($0) }  // prints 1
    /// once.subscribeNext { print($0) }  // prints 1
    /// ```
    ///
    /// Book: `-[RACSignal replay]`
    public func replay() -> Signal<Value> {
        let connection = multicast(ReplaySubject(capacity: .unlimited))
        connection.connect()
        return connection.signal
    }

    /// Like `replay()`, but each new subscriber receives only the latest value
    /// (and the terminal event, if there was one), then the live ones.
    ///
    /// ```swift
    /// let latest = Signal.from([1, 2, 3]).replayLast()
    /// latest.subscribe(next: { print($0) }, completed: { print("done") })
    /// // prints 3, done
    /// ```
    ///
    /// Book: `-[RACSignal replayLast]`
    public func replayLast() -> Signal<Value> {
        let connection = multicast(ReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// Like `replay()`, but waits for the first subscriber before subscribing
    /// to this signal.
    ///
    /// The source is subscribed once, when the first subscriber arrives, and
    /// stays subscribed even when every subscriber has left, so that later
    /// subscribers can still receive the whole history.
    ///
    /// ```swift
    /// let lazy = Signal<Int> { observer in
    ///     print("working")
    ///     observer.sendNext(1)
    ///     return nil
    /// }.replayLazily()                  // prints nothing yet
    /// lazy.subscribeNext { print($0) }  // prints working, 1
    /// lazy.subscribeNext { print($0) }  // prints 1
    /// ```
    ///
    /// Book: `-[RACSignal replayLazily]`
    public func replayLazily() -> Signal<Value> {
        let connection = multicast(ReplaySubject(capacity: .unlimited))
        return Signal.deferred {
            connection.connect()
            return connection.signal
        }
    }
}
