extension Signal {
    /// Passes on the values of all `signals` as they arrive, in one signal.
    ///
    /// Every signal is subscribed at once, in order. The result completes
    /// when all of them have completed (at once, for an empty array). The
    /// first error ends the result and disposes the other subscriptions.
    ///
    /// ```
    /// a:      -a---c-|
    /// b:      ---b---d-|
    /// result: -a-b-c-d-|
    /// ```
    ///
    /// ```swift
    /// let letters = Subject<String>()
    /// let digits = Subject<String>()
    /// Signal.merge([letters.signal, digits.signal]).subscribeNext { print($0) }
    /// letters.sendNext("a")
    /// digits.sendNext("1")
    /// // prints a, 1
    /// ```
    ///
    /// Book: `+[RACSignal merge:]`
    public static func merge(_ signals: [Signal]) -> Signal {
        guard !signals.isEmpty else { return .empty }
        return Signal { observer in
            let downstream = observer.serialized()
            let running = Locked(signals.count)
            let subscriptions = CompositeDisposable()
            let forward = { @Sendable (event: Event<Value>) in
                if case .completed = event {
                    let isLast = running.withLock { running in
                        running -= 1
                        return running == 0
                    }
                    if !isLast { return }
                }
                downstream.send(event)
            }
            for signal in signals {
                guard !observer.isDisposed else { break }
                subscriptions.add(signal.subscribe(Observer(forward)))
            }
            return subscriptions
        }
    }

    /// Passes on the values of this signal and `other` as they arrive.
    ///
    /// The same as `Signal.merge([self, other])`: it completes when both
    /// have completed, and the first error ends it.
    ///
    /// ```
    /// self:   -a---c-|
    /// other:  ---b-----|
    /// result: -a-b-c---|
    /// ```
    ///
    /// ```swift
    /// Signal.just(1).merge(Signal.just(2)).subscribeNext { print($0) }   // prints 1, 2
    /// ```
    ///
    /// Book: `-[RACSignal merge:]`
    public func merge(_ other: Signal) -> Signal {
        Signal.merge([self, other])
    }

    /// Sends `value` first, at subscription, then this signal's events.
    ///
    /// ```
    /// ---a-b-|   startWith("z")   z--a-b-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2]).startWith(0).subscribeNext { print($0) }   // prints 0, 1, 2
    /// ```
    ///
    /// Book: `-[RACSignal startWith:]`
    public func startWith(_ value: Value) -> Signal {
        Signal { observer in
            observer.sendNext(value)
            guard !observer.isDisposed else { return nil }
            return self.subscribe(observer)
        }
    }

    /// Waits for this signal to complete, ignoring its values, then continues with `next()`.
    ///
    /// `next` is called, and its signal subscribed, only once this signal has
    /// completed; from then on the result is that signal. An error from this
    /// signal passes through, and `next` is never called.
    ///
    /// ```
    /// self:   -a-b-|
    /// next(): -x-y-|        (subscribed at tick 5)
    /// result: ------x-y-|
    /// ```
    ///
    /// ```swift
    /// Signal.from(["saved"]).then { Signal.just("reloaded") }.subscribeNext { print($0) }
    /// // prints reloaded
    /// ```
    ///
    /// Book: `-[RACSignal then:]`
    public func then<Next>(_ next: @escaping @Sendable () -> Signal<Next>) -> Signal<Next> {
        // A signal of one signal, flattened: a recursion of `then` is then
        // stack-safe, as flatMap's is (Contract 13).
        Signal<Signal<Next>> { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next: break
                    case .error(let error): observer.sendError(error)
                    case .completed:
                        observer.sendNext(next())
                        observer.sendCompleted()
                    }
                })
        }.flatten()
    }

    /// Sends this signal's latest value each time `sampler` sends a value.
    ///
    /// Nothing is sent for a sample taken before this signal's first value.
    /// As in the book, the same value is sent again if nothing new has
    /// arrived since the last sample (RxSwift's `sample` would stay silent).
    /// The result completes, or fails, as soon as either signal does, and
    /// then disposes the other.
    ///
    /// ```
    /// self:    -a-b---c----|
    /// sampler: --x--x---x-x--|
    /// result:  --a--b---c-c|
    /// ```
    ///
    /// ```swift
    /// let position = Subject<Int>()
    /// let clicks = Subject<Void>()
    /// position.signal.sample(clicks.signal).subscribeNext { print($0) }
    /// position.sendNext(1)
    /// position.sendNext(2)
    /// clicks.sendNext(())
    /// // prints 2
    /// ```
    ///
    /// Book: `-[RACSignal sample:]`
    public func sample<Sampler>(_ sampler: Signal<Sampler>) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let latest = Locked<Value?>(nil)
            let keeper = Observer<Value>(feeding: observer) { event in
                guard case .next(let value) = event else { return downstream.send(event) }
                latest.withLock { $0 = value }
            }
            let sampling = Observer<Sampler>(feeding: observer) { event in
                switch event {
                case .next:
                    if let value = latest.withLock({ $0 }) { downstream.sendNext(value) }
                case .error(let error): downstream.sendError(error)
                case .completed: downstream.sendCompleted()
                }
            }
            let subscriptions = CompositeDisposable([self.subscribe(keeper)])
            guard !observer.isDisposed else { return subscriptions }
            subscriptions.add(sampler.subscribe(sampling))
            return subscriptions
        }
    }
}
