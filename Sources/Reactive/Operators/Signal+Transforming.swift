extension Signal {
    /// Transforms each value with `transform`; errors and completion pass through.
    ///
    /// ```
    /// -1-2-3-|   map { $0 * 10 }   -A-B-C-|   where A = 10, B = 20, C = 30
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).map { $0 * 10 }.subscribeNext { print($0) }
    /// // prints 10, 20, 30
    /// ```
    ///
    /// Book: `-[RACSignal map:]`
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue)
        -> Signal<NewValue>
    {
        Signal<NewValue> { observer in
            self.subscribe(
                Observer(feeding: observer) { event in observer.send(event.map(transform)) })
        }
    }

    /// Replaces every value with the same `value`; errors and completion pass through.
    ///
    /// Handy when only the moment matters, not what was sent: a button tap
    /// becomes a fixed command, a keystroke becomes `true`.
    ///
    /// ```
    /// -a-b-c-|   mapReplace("x")   -x-x-x-|
    /// ```
    ///
    /// ```swift
    /// Signal.from(["tap", "tap"]).mapReplace(1).subscribeNext { print($0) }
    /// // prints 1, 1
    /// ```
    ///
    /// Book: `-[RACSignal mapReplace:]`
    public func mapReplace<NewValue: Sendable>(_ value: NewValue) -> Signal<NewValue> {
        map { _ in value }
    }

    /// Sends the running total: `combine` folds each value into the result so far.
    ///
    /// On each value it sends `combine(previous result, value)`, starting from
    /// `start`; every subscription starts again from `start`. Errors and
    /// completion pass through. To get only the final total, use `aggregate`.
    ///
    /// ```
    /// -1-2-3-|   scan(0, +)   -1-3-6-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).scan(0, +).subscribeNext { print($0) }
    /// // prints 1, 3, 6
    /// ```
    ///
    /// Book: `-[RACSignal scanWithStart:reduce:]`
    public func scan<Accumulated: Sendable>(
        _ start: Accumulated, _ combine: @escaping @Sendable (Accumulated, Value) -> Accumulated
    ) -> Signal<Accumulated> {
        Signal<Accumulated> { observer in
            // Events arrive one at a time (Contract 2): the total needs no lock.
            let running = SerialState(start)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    let step = event.map { value in
                        running.update { total in
                            total = combine(total, value)
                            return total
                        }
                    }
                    observer.send(step)
                })
        }
    }

    /// Combines each value with the one before it; the first is combined with `start`.
    ///
    /// On each value it sends `combine(previous, current)`. Errors and
    /// completion pass through. Every subscription starts again from `start`.
    ///
    /// ```swift
    /// Signal.from([1, 4, 9]).combinePrevious(0) { $1 - $0 }.subscribeNext { print($0) }
    /// // prints 1, 3, 5
    /// ```
    ///
    /// Book: `-[RACSignal combinePreviousWithStart:reduce:]`
    public func combinePrevious<NewValue>(
        _ start: Value, _ combine: @escaping @Sendable (Value, Value) -> NewValue
    ) -> Signal<NewValue> {
        Signal<NewValue> { observer in
            let previous = Locked(start)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    let combined = event.map { value in
                        let last = previous.withLock { last in
                            defer { last = value }
                            return last
                        }
                        return combine(last, value)
                    }
                    observer.send(combined)
                })
        }
    }

    /// Turns every event, terminal ones too, into a value: a signal of `Event`s.
    ///
    /// Each `next` arrives as `.next(value)`. The source's error or completion
    /// arrives as one last value, `.error(…)` or `.completed`, and then the
    /// result completes. So the result never fails: errors become data that
    /// you can log, count or store. `dematerialize()` turns it back.
    ///
    /// ```
    /// -a-#   materialize()   -A-(E|)   where A = .next(a), E = .error
    /// ```
    ///
    /// ```swift
    /// Signal.from([1]).materialize().subscribeNext { print($0) }
    /// // prints next(1), completed
    /// ```
    ///
    /// Book: `-[RACSignal materialize]`
    public func materialize() -> Signal<Event<Value>> {
        Signal<Event<Value>> { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    observer.sendNext(event)
                    if event.isTerminal { observer.sendCompleted() }
                })
        }
    }

    /// Turns a signal of `Event`s back into the events they describe.
    ///
    /// A `.next(value)` value is sent as a value; an `.error` value fails the
    /// result and a `.completed` value completes it, disposing the source at
    /// that moment. The source's own error passes through; its own completion
    /// completes the result.
    ///
    /// ```
    /// -A-B-C-   dematerialize()   -a-b-|   where A = .next(a), B = .next(b), C = .completed
    /// ```
    ///
    /// ```swift
    /// let events: [Event<Int>] = [.next(1), .completed, .next(2)]
    /// Signal.from(events).dematerialize().subscribe(
    ///     next: { print($0) }, completed: { print("done") })
    /// // prints 1, done
    /// ```
    ///
    /// Book: `-[RACSignal dematerialize]`
    public func dematerialize<Inner>() -> Signal<Inner> where Value == Event<Inner> {
        Signal<Inner> { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next(let described): observer.send(described)
                    case .error(let error): observer.sendError(error)
                    case .completed: observer.sendCompleted()
                    }
                })
        }
    }

    /// Maps each pair to one value, with a closure that takes the pair's two parts.
    ///
    /// The Swift form of the book's `reduceEach:` on signals of `RACTuple`s, as
    /// sent by `combineLatest` and `zip`. Errors and completion pass through.
    ///
    /// ```swift
    /// Signal.from([(1, 2), (3, 4)]).reduceEach(+).subscribeNext { print($0) }
    /// // prints 3, 7
    /// ```
    ///
    /// Book: `-[RACSignal reduceEach:]`
    public func reduceEach<A, B, NewValue>(
        _ combine: @escaping @Sendable (A, B) -> NewValue
    ) -> Signal<NewValue> where Value == (A, B) {
        map { pair in combine(pair.0, pair.1) }
    }

    /// Maps each triple to one value, with a closure that takes the triple's three parts.
    ///
    /// Errors and completion pass through.
    ///
    /// ```swift
    /// Signal.from([("a", 1, true)]).reduceEach { "\($0) \($1) \($2)" }
    ///     .subscribeNext { print($0) }
    /// // prints a 1 true
    /// ```
    ///
    /// Book: `-[RACSignal reduceEach:]`
    public func reduceEach<A, B, C, NewValue>(
        _ combine: @escaping @Sendable (A, B, C) -> NewValue
    ) -> Signal<NewValue> where Value == (A, B, C) {
        map { triple in combine(triple.0, triple.1, triple.2) }
    }
}
