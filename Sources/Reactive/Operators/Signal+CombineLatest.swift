extension Signal {
    /// Combines the latest values of two signals: a pair each time either one sends.
    ///
    /// Nothing is sent until both have sent a value. From then on, each value
    /// from either signal sends a pair of the latest of each. The result
    /// completes when both have completed (a signal that completes early
    /// keeps its last value in play), and the first error ends it at once
    /// and disposes the other subscription.
    ///
    /// ```
    /// a:      -1---2-----|
    /// b:      ---x---y-|
    /// result: ---A-B-C---|    A = (1, x), B = (2, x), C = (2, y)
    /// ```
    ///
    /// ```swift
    /// let name = Subject<String>()
    /// let age = Subject<Int>()
    /// Signal.combineLatest(name.signal, age.signal).subscribeNext { print($0) }
    /// name.sendNext("Ash")
    /// age.sendNext(30)
    /// age.sendNext(31)
    /// // prints ("Ash", 30), ("Ash", 31)
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:]`
    public static func combineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal
    where Value == (A, B) {
        combineLatest(a, b) { ($0, $1) }
    }

    /// Combines the latest values of two signals with `reduce`, each time either one sends.
    ///
    /// The same as `combineLatest(a, b)`, with each pair passed through `reduce`.
    ///
    /// ```swift
    /// let width = Subject<Int>()
    /// let height = Subject<Int>()
    /// Signal.combineLatest(width.signal, height.signal) { $0 * $1 }
    ///     .subscribeNext { print($0) }
    /// width.sendNext(2)
    /// height.sendNext(3)
    /// width.sendNext(4)
    /// // prints 6, 12
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:reduce:]`
    public static func combineLatest<A, B>(
        _ a: Signal<A>, _ b: Signal<B>, reduce: @escaping @Sendable (A, B) -> Value
    ) -> Signal {
        Signal { observer in
            // Both sources feed one gate, in front of the latest value of
            // each: the values change and the results go out in the same
            // order, one at a time (Contract 2).
            let latest = SerialGate(LatestPair<A, B>()) { latest, input in
                guard let output = latest.output(after: input) else { return }
                observer.send(output.map { reduce($0.0, $0.1) })
            }
            let subscriptions = CompositeDisposable()
            subscriptions.add(
                a.subscribe(Observer(feeding: observer) { latest.send(.first($0)) }))
            guard !observer.isDisposed else { return subscriptions }
            subscriptions.add(
                b.subscribe(Observer(feeding: observer) { latest.send(.second($0)) }))
            return subscriptions
        }
    }

    /// Combines the latest values of three signals: a triple each time any one sends.
    ///
    /// Nothing is sent until all three have sent a value; it completes when all
    /// three have completed, and the first error ends it.
    ///
    /// ```
    /// a:      -1-----2-|
    /// b:      ---x-----|
    /// c:      -----p---|
    /// result: -----A-B-|    A = (1, x, p), B = (2, x, p)
    /// ```
    ///
    /// ```swift
    /// Signal.combineLatest(Signal.just(1), Signal.just("x"), Signal.just(true))
    ///     .subscribeNext { print($0) }
    /// // prints (1, "x", true)
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:]`
    public static func combineLatest<A, B, C>(_ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>)
        -> Signal
    where Value == (A, B, C) {
        Signal<((A, B), C)>.combineLatest(Signal<(A, B)>.combineLatest(a, b), c)
            .map { nested in (nested.0.0, nested.0.1, nested.1) }
    }

    /// Combines the latest values of three signals with `reduce`, each time any one sends.
    ///
    /// ```swift
    /// Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3)) { $0 + $1 + $2 }
    ///     .subscribeNext { print($0) }
    /// // prints 6
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:reduce:]`
    public static func combineLatest<A, B, C>(
        _ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>,
        reduce: @escaping @Sendable (A, B, C) -> Value
    ) -> Signal {
        Signal<(A, B, C)>.combineLatest(a, b, c).map { reduce($0.0, $0.1, $0.2) }
    }

    /// Combines the latest values of any number of signals into an array, in their order.
    ///
    /// Nothing is sent until every signal has sent a value; then each value
    /// from any of them sends the array of the latest of each. It completes
    /// when all have completed (at once, for an empty array), and the first
    /// error ends it and disposes the other subscriptions.
    ///
    /// ```
    /// a:      -1---2---|
    /// b:      ---5---6-|
    /// result: ---A-B-C-|    A = [1, 5], B = [2, 5], C = [2, 6]
    /// ```
    ///
    /// ```swift
    /// Signal.combineLatest([Signal.just(1), Signal.just(2), Signal.just(3)])
    ///     .subscribeNext { print($0) }
    /// // prints [1, 2, 3]
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:]`
    public static func combineLatest<Element>(_ signals: [Signal<Element>]) -> Signal
    where Value == [Element] {
        guard !signals.isEmpty else { return .empty }
        return Signal { observer in
            // All sources feed one gate, as in `combineLatest(_:_:reduce:)`.
            let latest = SerialGate(LatestValues<Element>(count: signals.count)) {
                (latest, input: (index: Int, event: Event<Element>)) in
                guard let output = latest.output(after: input.event, from: input.index) else {
                    return
                }
                observer.send(output)
            }
            let subscriptions = CompositeDisposable()
            for (index, signal) in signals.enumerated() {
                guard !observer.isDisposed else { break }
                subscriptions.add(
                    signal.subscribe(Observer(feeding: observer) { latest.send((index, $0)) }))
            }
            return subscriptions
        }
    }

    /// Combines the latest values of any number of signals with `reduce`.
    ///
    /// ```swift
    /// let prices = [Signal.just(3), Signal.just(4)]
    /// Signal.combineLatest(prices) { $0.reduce(0, +) }.subscribeNext { print($0) }
    /// // prints 7
    /// ```
    ///
    /// Book: `+[RACSignal combineLatest:reduce:]`
    public static func combineLatest<Element>(
        _ signals: [Signal<Element>], reduce: @escaping @Sendable ([Element]) -> Value
    ) -> Signal {
        Signal<[Element]>.combineLatest(signals).map(reduce)
    }
}

/// An event from the first or the second of two sources, as `combineLatest` and `zip` see it.
enum EitherEvent<A: Sendable, B: Sendable>: Sendable {
    case first(Event<A>)
    case second(Event<B>)
}

/// The state of `combineLatest` over two signals.
private struct LatestPair<A: Sendable, B: Sendable> {
    var first: A?
    var second: B?
    var running = 2

    /// Takes in one source's event and says what to send downstream, if anything.
    mutating func output(after input: EitherEvent<A, B>) -> Event<(A, B)>? {
        switch input {
        case .first(.next(let value)): first = value
        case .second(.next(let value)): second = value
        case .first(.error(let error)), .second(.error(let error)): return .error(error)
        case .first(.completed), .second(.completed):
            running -= 1
            return running == 0 ? .completed : nil
        }
        guard let first, let second else { return nil }
        return .next((first, second))
    }
}

/// The state of `combineLatest` over an array of signals.
private struct LatestValues<Element: Sendable> {
    var latest: [Element?]
    var missing: Int  // sources that have not sent a value yet
    var running: Int  // sources that have not completed yet

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        missing = count
        running = count
    }

    /// Takes in the event of the source at `index` and says what to send downstream.
    mutating func output(after event: Event<Element>, from index: Int) -> Event<[Element]>? {
        switch event {
        case .next(let value):
            if latest[index] == nil { missing -= 1 }
            latest[index] = value
            return missing == 0 ? .next(latest.compactMap { $0 }) : nil
        case .error(let error):
            return .error(error)
        case .completed:
            running -= 1
            return running == 0 ? .completed : nil
        }
    }
}
