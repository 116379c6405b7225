extension Signal {
    /// Sends a value only once `interval` has passed with no newer value: the
    /// book's throttle, which Rx calls debounce.
    ///
    /// Each value waits for `interval` on `scheduler`. If another value arrives
    /// meanwhile, the waiting one is dropped and the newcomer waits instead, so
    /// a burst of values gives only its last, once the burst has settled.
    /// When the source completes, a waiting value is sent at once, then
    /// completed. An error is passed on at once and drops the waiting value.
    ///
    /// ```
    /// -ab---c--|   throttle(2)   ----b---c|
    /// ```
    ///
    /// Rx's `throttle` means something else: it sends the *first* value of each
    /// window at once and ignores the rest of that window (RxJS by default,
    /// RxSwift with `latest: false`), so the same input would give
    /// ```
    /// -ab---c--|   Rx throttle(2)   -a----c--|
    /// ```
    /// Use this operator to wait until typing pauses before searching.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let keys = Subject<String>()
    /// keys.signal.throttle(.seconds(2), on: scheduler).subscribeNext { print($0) }
    /// keys.sendNext("r")
    /// keys.sendNext("rx")
    /// scheduler.advance(by: 2)   // prints rx
    /// ```
    ///
    /// Differs from RAC2: the scheduler is an argument. RAC2's `-throttle:`
    /// takes only the interval and runs its timers on the current scheduler,
    /// or on a background one when there is none.
    ///
    /// Book: `-[RACSignal throttle:]`
    public func throttle(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        throttle(interval, on: scheduler, valuesPassingTest: { _ in true })
    }

    /// Throttles only the values that pass `shouldThrottle`; the others are
    /// sent at once.
    ///
    /// A value that passes waits as in `throttle(_:on:)`. A value that fails
    /// the test drops any waiting value and is sent immediately. Completion
    /// sends a waiting value first; an error drops it.
    ///
    /// ```
    /// -aB--c--|   throttle(2) of lowercase only   --B----c|
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let keys = Subject<String>()
    /// keys.signal
    ///     .throttle(.seconds(2), on: scheduler, valuesPassingTest: { $0 != "enter" })
    ///     .subscribeNext { print($0) }
    /// keys.sendNext("r")
    /// keys.sendNext("enter")     // prints enter ("r" is dropped)
    /// ```
    ///
    /// Book: `-[RACSignal throttle:valuesPassingTest:]`
    public func throttle(
        _ interval: Duration, on scheduler: any Scheduler,
        valuesPassingTest shouldThrottle: @escaping @Sendable (Value) -> Bool
    ) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let waiting = Locked(Waiting<Value>())
            let timer = SerialDisposable()
            let upstream = self.subscribe(
                Observer(feeding: observer) { event in
                    guard case .next(let value) = event, shouldThrottle(value) else {
                        // Not held back: completion sends what waits first; the rest drop it.
                        let due = waiting.withLock { $0.take() }
                        timer.inner = nil
                        if case .completed = event, let due { downstream.sendNext(due) }
                        downstream.send(event)
                        return
                    }
                    let ticket = waiting.withLock { $0.hold(value) }
                    timer.inner = scheduler.schedule(after: interval) {
                        let due = waiting.withLock { $0.take(ticket: ticket) }
                        if let due { downstream.sendNext(due) }
                    }
                })
            return CompositeDisposable([upstream, timer])
        }
    }
}

/// The one value a throttle holds back, with a ticket so that a timer set
/// for an older value can tell it has been replaced.
private struct Waiting<Value> {
    private var value: Value?
    private var ticket = 0

    /// Holds `value` in place of any earlier one; returns its ticket.
    mutating func hold(_ value: Value) -> Int {
        self.value = value
        ticket += 1
        return ticket
    }

    /// Takes the held value, if any, but only if it is still `ticket`'s.
    mutating func take(ticket: Int? = nil) -> Value? {
        if let ticket, ticket != self.ticket { return nil }
        defer { value = nil }
        return value
    }
}
