extension Signal {
    /// Forwards only the most recent inner signal, dropping the previous one when a new one arrives.
    ///
    /// When the outer signal sends an inner signal, the subscription to the
    /// previous inner signal is disposed first, then the new one is subscribed
    /// to. This is how a search box cancels the request for the last query when
    /// the user types again. The result completes when the outer signal has
    /// completed and the current inner signal has completed too. An error from
    /// the outer signal or from the current inner signal fails the result and
    /// disposes everything.
    ///
    /// ```
    /// outer    -a---b----|
    /// a         -1-1!          (disposed when b arrives)
    /// b             --2-2|
    /// result   --1-1--2-2|
    /// ```
    ///
    /// ```swift
    /// let queries = Subject<String>()
    /// queries.signal.map { query in Signal.just("results for \(query)") }
    ///     .switchToLatest()
    ///     .subscribeNext { print($0) }
    /// queries.sendNext("swift")   // prints results for swift
    /// ```
    ///
    /// Book: `-[RACSignal switchToLatest]`
    public func switchToLatest<Inner>() -> Signal<Inner> where Value == Signal<Inner> {
        Signal<Inner> { observer in
            let downstream = observer.serialized()  // several sources: keep events serial
            let latest = SerialDisposable()
            let state = Locked(SwitchState())

            @Sendable func switchTo(_ inner: Signal<Inner>) {
                let id = state.withLock { $0.innerStarted() }
                latest.inner = nil  // dispose the previous inner signal before the next starts
                latest.inner = inner.subscribe(
                    Observer(feeding: observer) { event in
                        switch event {
                        case .next, .error:
                            downstream.send(event)
                        case .completed:
                            let finished = state.withLock { $0.innerCompleted(id) }
                            if finished { downstream.sendCompleted() }
                        }
                    })
            }

            let outer = Observer<Signal<Inner>> { event in
                switch event {
                case .next(let inner):
                    switchTo(inner)
                case .error(let error):
                    downstream.sendError(error)
                case .completed:
                    let finished = state.withLock { $0.outerCompleted() }
                    if finished { downstream.sendCompleted() }
                }
            }
            return CompositeDisposable([self.subscribe(outer), latest])
        }
    }
}

/// What `switchToLatest()` remembers for one subscription.
private struct SwitchState {
    /// Numbers the inner signals, so a late completion from a replaced one is ignored.
    var latest = 0
    var isLatestCompleted = true
    var isOuterCompleted = false

    /// Notes a new inner signal and returns its number.
    mutating func innerStarted() -> Int {
        latest += 1
        isLatestCompleted = false
        return latest
    }

    /// Notes that inner signal `id` completed; returns whether the result may complete.
    mutating func innerCompleted(_ id: Int) -> Bool {
        guard id == latest else { return false }
        isLatestCompleted = true
        return isOuterCompleted
    }

    /// Notes that the outer signal completed; returns whether the result may complete.
    mutating func outerCompleted() -> Bool {
        isOuterCompleted = true
        return isLatestCompleted
    }
}
