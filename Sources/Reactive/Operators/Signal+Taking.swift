extension Signal {
    /// Passes on the first `count` values, then completes and lets go of the source.
    ///
    /// It completes right after the `count`-th value, without waiting for the
    /// source, and disposes the source at that moment. An error or completion
    /// that comes first passes through. `take(0)` completes at once and never
    /// subscribes to the source. A synchronous source upstream, such as
    /// `Signal.from(1...)`, stops at once, so an endless one is fine.
    ///
    /// ```
    /// -a-b-c-d-|   take(2)   -a-(b|)
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3, 4]).take(2).subscribe(
    ///     next: { print($0) }, completed: { print("done") })
    /// // prints 1, 2, done
    /// ```
    ///
    /// Book: `-[RACSignal take:]`
    public func take(_ count: Int) -> Signal {
        precondition(count >= 0, "take needs a count of zero or more, not \(count)")
        guard count > 0 else { return .empty }
        return Signal { observer in
            let remaining = Locked(count)
            let upstream = SerialDisposable()
            let source = Observer<Value>(feeding: observer) { event in
                guard case .next = event else { return observer.send(event) }
                let left = remaining.withLock { remaining in
                    remaining -= 1
                    return remaining
                }
                guard left >= 0 else { return }
                observer.send(event)
                if left == 0 {
                    observer.sendCompleted()
                    upstream.dispose()  // stops even a source still sending synchronously
                }
            }
            upstream.inner = source
            self.subscribe(source)
            return upstream
        }
    }

    /// Waits for the source to complete, then sends its last `count` values and completes.
    ///
    /// Nothing is sent before the source completes. An error passes through
    /// at once, and the kept values are dropped.
    ///
    /// ```
    /// -a-b-c-|   takeLast(2)   -------(bc|)
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).takeLast(2).subscribeNext { print($0) }   // prints 2, 3
    /// ```
    ///
    /// Book: `-[RACSignal takeLast:]`
    public func takeLast(_ count: Int) -> Signal {
        precondition(count >= 0, "takeLast needs a count of zero or more, not \(count)")
        return Signal { observer in
            let kept = Locked<[Value]>([])
            return self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next(let value):
                        kept.withLock { kept in
                            kept.append(value)
                            if kept.count > count { kept.removeFirst() }
                        }
                    case .error:
                        observer.send(event)
                    case .completed:
                        for value in kept.withLock({ $0 }) { observer.sendNext(value) }
                        observer.sendCompleted()
                    }
                })
        }
    }

    /// Passes on values while `shouldContinue` returns true; completes at the first that fails.
    ///
    /// The failing value is not sent, and the source is disposed at that
    /// moment. Errors and completion that come first pass through.
    ///
    /// ```
    /// -1-2-5-1-|   takeWhile { $0 < 3 }   -1-2-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 5, 1]).takeWhile { $0 < 3 }.subscribeNext { print($0) }
    /// // prints 1, 2
    /// ```
    ///
    /// Book: `-[RACSignal takeWhileBlock:]`
    public func takeWhile(_ shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal {
        Signal { observer in
            let upstream = SerialDisposable()
            let source = Observer<Value>(feeding: observer) { event in
                if case .next(let value) = event, !shouldContinue(value) {
                    observer.sendCompleted()
                    upstream.dispose()  // stops even a source still sending synchronously
                } else {
                    observer.send(event)
                }
            }
            upstream.inner = source
            self.subscribe(source)
            return upstream
        }
    }

    /// Passes on this signal's events until `trigger` sends a value or completes.
    ///
    /// When the trigger sends a value or completes, the result completes and
    /// both subscriptions are disposed at that moment. An error from the
    /// trigger is ignored: the trigger stops, this signal carries on. This
    /// signal's own error or completion passes through and disposes the
    /// trigger. The trigger is subscribed first, so one that fires at once
    /// keeps this signal from being subscribed at all.
    ///
    /// ```
    /// source:  -a-b-c-d-|
    /// trigger: ----x---
    /// result:  -a-b|
    /// ```
    ///
    /// ```swift
    /// let stop = Subject<Void>()
    /// let ticks = Subject<Int>()
    /// ticks.signal.takeUntil(stop.signal).subscribe(
    ///     next: { print($0) }, completed: { print("done") })
    /// ticks.sendNext(1)
    /// stop.sendNext(())
    /// ticks.sendNext(2)
    /// // prints 1, done
    /// ```
    ///
    /// Book: `-[RACSignal takeUntil:]`
    public func takeUntil<Trigger>(_ trigger: Signal<Trigger>) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let stopper = Observer<Trigger>(feeding: observer) { event in
                if case .error = event { return }  // a failing trigger is ignored
                downstream.sendCompleted()
            }
            let subscriptions = CompositeDisposable([trigger.subscribe(stopper)])
            guard !observer.isDisposed else { return subscriptions }
            subscriptions.add(
                self.subscribe(Observer(feeding: observer) { event in downstream.send(event) }))
            return subscriptions
        }
    }

    /// Passes on this signal's events until `replacement` sends anything, then only the replacement's.
    ///
    /// The first event of any kind from the replacement disposes this signal's
    /// subscription; from then on the result is the replacement. This
    /// signal's error passes through and ends everything, but its completion
    /// does not end the result: only the replacement can complete it.
    ///
    /// ```
    /// source:      -a-b-c-d-|
    /// replacement: ----x-y-|
    /// result:      -a-bx-y-|
    /// ```
    ///
    /// ```swift
    /// let cached = Signal.just("cached")
    /// let fresh = Subject<String>()
    /// cached.takeUntilReplacement(fresh.signal).subscribeNext { print($0) }
    /// fresh.sendNext("fresh")
    /// // prints cached, fresh
    /// ```
    ///
    /// Book: `-[RACSignal takeUntilReplacement:]`
    public func takeUntilReplacement(_ replacement: Signal) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let original = SerialDisposable()
            let takeOver = Observer<Value>(feeding: observer) { event in
                original.dispose()
                downstream.send(event)
            }
            let subscriptions = CompositeDisposable([original, replacement.subscribe(takeOver)])
            guard !original.isDisposed else { return subscriptions }
            original.inner = self.subscribe(
                Observer(feeding: observer) { event in
                    if case .completed = event { return }  // only the replacement ends the result
                    downstream.send(event)
                })
            return subscriptions
        }
    }
}
