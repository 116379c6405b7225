extension Signal {
    /// Maps each value to a signal and merges the values of all those signals.
    ///
    /// On each value it calls `transform` and subscribes to the signal it
    /// returns at once, alongside the ones already running; their values come
    /// out as they arrive. The result completes when the source and every inner
    /// signal have completed. An error from the source or from any inner signal
    /// fails the result at once and disposes all the other subscriptions.
    ///
    /// ```
    /// source   -a---b---|
    /// a ->      -1-1|
    /// b ->          -2-2-2|
    /// result   --1-1-2-2-2|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2]).flatMap { n in Signal.from([n, n * 10]) }
    ///     .subscribeNext { print($0) }
    /// // prints 1, 10, 2, 20
    /// ```
    ///
    /// A `flatMap` that recurses, such as polling until a job is done, runs
    /// in constant stack however deep it goes (Contract 13):
    ///
    /// ```swift
    /// func poll(_ k: Int) -> Signal<Int> {
    ///     .just(k).flatMap { v in v == 0 ? .just(0) : poll(v - 1) }
    /// }
    /// poll(100_000).subscribeNext { print($0) }   // prints 0
    /// ```
    ///
    /// Differs from RAC2: RAC2's recursive `-flattenMap:` deepens the stack at each level.
    ///
    /// Book: `-[RACSignal flattenMap:]`
    public func flatMap<Inner>(_ transform: @escaping @Sendable (Value) -> Signal<Inner>)
        -> Signal<Inner>
    {
        map(transform).flatten()
    }

    /// Merges the values of the signals that this signal of signals sends.
    ///
    /// Each inner signal is subscribed to as soon as it arrives. The result
    /// completes when the outer signal and every inner signal have completed;
    /// an error from any of them fails it at once and disposes the rest.
    /// `flatMap` is `map` followed by this.
    ///
    /// ```
    /// outer    -a---b---|
    /// a         -1-1|
    /// b             -2-2-2|
    /// result   --1-1-2-2-2|
    /// ```
    ///
    /// ```swift
    /// Signal.from([Signal.from([1, 2]), Signal.just(3)]).flatten()
    ///     .subscribeNext { print($0) }
    /// // prints 1, 2, 3
    /// ```
    ///
    /// Book: `-[RACSignal flatten]`
    public func flatten<Inner>() -> Signal<Inner> where Value == Signal<Inner> {
        flatten(maxConcurrent: .max)
    }

    /// Merges inner signals like `flatten()`, but runs at most `maxConcurrent` at once.
    ///
    /// An inner signal that arrives while `maxConcurrent` are running waits in
    /// a queue and is subscribed to when one of them completes, in arrival
    /// order. With 1, inner signals run one after another: that is `concat()`.
    /// Completion and errors follow `flatten()`; queued signals that were never
    /// started are simply dropped on error or disposal.
    ///
    /// ```
    /// outer    -abc----|   flatten(maxConcurrent: 2)
    /// a         --1|
    /// b          ----2|
    /// c            -3|     (waits for a place until a completes)
    /// result   ---1-32-|
    /// ```
    ///
    /// ```swift
    /// let pages = Signal.from(1...3).map { page in Signal.just("page \(page)") }
    /// pages.flatten(maxConcurrent: 2).subscribeNext { print($0) }
    /// // prints page 1, page 2, page 3
    /// ```
    ///
    /// Book: `-[RACSignal flatten:]`
    public func flatten<Inner>(maxConcurrent: Int) -> Signal<Inner> where Value == Signal<Inner> {
        precondition(maxConcurrent > 0, "flatten(maxConcurrent:) needs at least 1")
        return Signal<Inner> { observer in
            // Several sources: one event at a time. A recursive flatMap passes
            // each event up through every level, so the gate checks the
            // stack (Contract 13).
            let downstream = observer.gate(checksStack: true)
            let subscriptions = CompositeDisposable()
            let state = Locked(MergeState<Inner>())
            // Let go of when the subscription ends: the levels of a recursive
            // flatMap that have ended would otherwise hold one another
            // through `start`, and free one another in one deep cascade.
            let target = Locked<Observer<Inner>?>(observer)

            // Subscribes to `inner` as a trampoline step. An inner signal that
            // completes at once starts the next one from inside its own
            // subscription, so a queue of them, or a recursion of flatMaps,
            // nests only until the trampoline's budget, then runs in a loop.
            @Sendable func start(_ inner: Signal<Inner>) {
                Trampoline.withCurrent { trampoline in
                    guard trampoline.enter() else { return trampoline.later { start(inner) } }
                    defer { trampoline.leave() }
                    guard let observer = target.withLock({ $0 }), !observer.isDisposed else {
                        return
                    }
                    let slot = SerialDisposable()  // the inner observer cannot refer to itself
                    let token = subscriptions.add(slot)
                    // What the inner signal sends while being subscribed to
                    // passes the held gate without taking it each time.
                    downstream.hold {
                        slot.inner = inner.subscribe(
                            Observer(feeding: observer) { event in
                                guard case .completed = event else { return downstream.send(event) }
                                subscriptions.remove(token)
                                slot.dispose()
                                let (next, finished) = state.withLock { state in
                                    (state.innerCompleted(), state.isFinished)
                                }
                                if let next {
                                    start(next)
                                } else if finished {
                                    downstream.send(.completed)
                                }
                            })
                    }
                }
            }

            let outer = Observer<Signal<Inner>> { event in
                switch event {
                case .next(let inner):
                    let room = state.withLock { $0.admit(inner, limit: maxConcurrent) }
                    if room { start(inner) }
                case .error(let error):
                    downstream.send(.error(error))
                case .completed:
                    let finished = state.withLock { state in
                        state.outerCompleted = true
                        return state.isFinished
                    }
                    if finished { downstream.send(.completed) }
                }
            }
            subscriptions.add(self.subscribe(outer))
            // Disposing a deep recursion disposes one level inside another,
            // so each level's disposal is a trampoline step too.
            return ActionDisposable {
                target.withLock { $0 = nil }
                Trampoline.withCurrent { $0.run { subscriptions.dispose() } }
            }
        }
    }

    /// Sends this signal's events, then, once it completes, those of `other`.
    ///
    /// `other` is subscribed to only when this signal completes, so a cold
    /// `other` starts its work then, and a hot one is heard from then on. An
    /// error from this signal fails the result and `other` is never
    /// subscribed to. The result completes when `other` does.
    ///
    /// ```
    /// self     -a-b-|
    /// other         -c-d|
    /// result   -a-b--c-d|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2]).concat(Signal.from([3])).subscribeNext { print($0) }
    /// // prints 1, 2, 3
    /// ```
    ///
    /// Book: `-[RACSignal concat:]`
    public func concat(_ other: Signal<Value>) -> Signal<Value> {
        // Through `concat()`, so that a recursion of concats is stack-safe too.
        Signal<Signal<Value>>.from([self, other]).concat()
    }

    /// Runs the inner signals one after another, queueing those that arrive meanwhile.
    ///
    /// The first inner signal is subscribed to at once; each later one waits
    /// until the ones before it have completed, so values keep their signal's
    /// order. The result completes when the outer signal and every inner
    /// signal have completed; an error from any of them fails it at once. The
    /// same as `flatten(maxConcurrent: 1)`.
    ///
    /// ```
    /// outer    -a-b------|
    /// a         -1-1|
    /// b             -2-2|   (waits until a completes)
    /// result   --1-1-2-2-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([Signal.from([1, 2]), Signal.from([3])]).concat()
    ///     .subscribeNext { print($0) }
    /// // prints 1, 2, 3
    /// ```
    ///
    /// Book: `-[RACSignal concat]`
    public func concat<Inner>() -> Signal<Inner> where Value == Signal<Inner> {
        flatten(maxConcurrent: 1)
    }
}

/// What `flatten(maxConcurrent:)` remembers for one subscription.
private struct MergeState<Inner: Sendable> {
    /// Inner signals subscribed to and not yet completed.
    var active = 0
    /// Inner signals waiting for a free place, oldest first.
    var waiting = Deque<Signal<Inner>>()
    var outerCompleted = false

    /// Whether everything has completed, so the result may complete.
    var isFinished: Bool { outerCompleted && active == 0 }

    /// Takes a place for `inner` and returns true, or queues it and returns false.
    mutating func admit(_ inner: Signal<Inner>, limit: Int) -> Bool {
        guard active < limit else {
            waiting.append(inner)
            return false
        }
        active += 1
        return true
    }

    /// Frees the place of a completed inner signal, or hands it to the next in the queue.
    mutating func innerCompleted() -> Signal<Inner>? {
        if let next = waiting.popFirst() { return next }
        active -= 1
        return nil
    }
}
