extension Signal {
    /// Pairs the values of two signals in order: the first with the first, the second with the second.
    ///
    /// A value waits until the other signal has sent the value it pairs with.
    /// The result completes as soon as one signal has completed and all its
    /// values have been paired, since no more pairs can come; the other
    /// subscription is disposed then. The first error ends it at once.
    ///
    /// ```
    /// a:      -1-2-3---|
    /// b:      ---x---y-z-|
    /// result: ---A---B-(C|)    A = (1, x), B = (2, y), C = (3, z)
    /// ```
    ///
    /// ```swift
    /// let questions = Signal.from(["Q1", "Q2", "Q3"])
    /// let answers = Signal.from(["A1", "A2"])
    /// Signal.zip(questions, answers).subscribeNext { print($0) }
    /// // prints ("Q1", "A1"), ("Q2", "A2")
    /// ```
    ///
    /// Book: `+[RACSignal zip:]`
    public static func zip<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal where Value == (A, B) {
        Signal { observer in
            // Both sources feed one gate, in front of the values waiting for
            // a partner, so pairs are formed and sent in the same order, one
            // at a time (Contract 2).
            let queues = SerialGate(ZipQueues<A, B>()) { queues, input in
                let (pair, end) = queues.output(after: input)
                if let pair { observer.sendNext(pair) }
                if let end { observer.send(end) }
            }
            let subscriptions = CompositeDisposable()
            subscriptions.add(
                a.subscribe(Observer(feeding: observer) { queues.send(.first($0)) }))
            guard !observer.isDisposed else { return subscriptions }
            subscriptions.add(
                b.subscribe(Observer(feeding: observer) { queues.send(.second($0)) }))
            return subscriptions
        }
    }

    /// Pairs the values of three signals in order, as `zip(a, b)` does for two.
    ///
    /// It completes once any signal has completed and all its values have
    /// been used; the first error ends it.
    ///
    /// ```
    /// a:      -1-2-|
    /// b:      --x-y--|
    /// c:      ---p--q|
    /// result: ---A--(B|)    A = (1, x, p), B = (2, y, q)
    /// ```
    ///
    /// ```swift
    /// Signal.zip(Signal.from([1, 2]), Signal.from(["a", "b"]), Signal.from([true]))
    ///     .subscribeNext { print($0) }
    /// // prints (1, "a", true)
    /// ```
    ///
    /// Book: `+[RACSignal zip:]`
    public static func zip<A, B, C>(_ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>) -> Signal
    where Value == (A, B, C) {
        Signal<((A, B), C)>.zip(Signal<(A, B)>.zip(a, b), c)
            .map { nested in (nested.0.0, nested.0.1, nested.1) }
    }

    /// Pairs this signal's values with `other`'s, in order; see `Signal.zip(_:_:)`.
    ///
    /// ```
    /// self:   -a-b-|
    /// other:  ---1---2-3-|
    /// result: ---A---(B|)    A = (a, 1), B = (b, 2)
    /// ```
    ///
    /// ```swift
    /// Signal.from(["a", "b"]).zip(with: Signal.from([1, 2, 3])).subscribeNext { print($0) }
    /// // prints ("a", 1), ("b", 2)
    /// ```
    ///
    /// Book: `-[RACSignal zipWith:]`
    public func zip<Other>(with other: Signal<Other>) -> Signal<(Value, Other)> {
        Signal<(Value, Other)>.zip(self, other)
    }
}

/// The state of `zip`: the values still waiting for a partner, and who has completed.
///
/// After each event at least one queue is empty, so a pair, when there is
/// one, always uses the value that just arrived.
private struct ZipQueues<A: Sendable, B: Sendable> {
    var first: [A] = []
    var second: [B] = []
    var firstCompleted = false
    var secondCompleted = false

    /// Takes in one source's event and says what to send downstream:
    /// perhaps a pair, then perhaps the end.
    mutating func output(after input: EitherEvent<A, B>) -> (
        pair: (A, B)?, end: Event<(A, B)>?
    ) {
        switch input {
        case .first(.next(let value)): first.append(value)
        case .second(.next(let value)): second.append(value)
        case .first(.error(let error)), .second(.error(let error)): return (nil, .error(error))
        case .first(.completed): firstCompleted = true
        case .second(.completed): secondCompleted = true
        }
        var pair: (A, B)?
        if !first.isEmpty, !second.isEmpty {
            pair = (first.removeFirst(), second.removeFirst())
        }
        let isExhausted =
            (firstCompleted && first.isEmpty) || (secondCompleted && second.isEmpty)
        return (pair, isExhausted ? .completed : nil)
    }
}
