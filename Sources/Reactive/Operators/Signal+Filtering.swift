extension Signal {
    /// Passes on only the values for which `isIncluded` returns true.
    ///
    /// ```
    /// -1-2-3-4-|   filter { $0.isMultiple(of: 2) }   ---2---4-|
    /// ```
    ///
    /// ```swift
    /// Signal.from(1...4).filter { $0.isMultiple(of: 2) }.subscribeNext { print($0) }
    /// // prints 2, 4
    /// ```
    ///
    /// Book: `-[RACSignal filter:]`
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        Signal { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    if case .next(let value) = event, !isIncluded(value) { return }
                    observer.send(event)
                })
        }
    }

    /// Passes on every value except those equal to `value`.
    ///
    /// Errors and completion pass through unchanged.
    ///
    /// ```
    /// -a-b-a-c-|   ignore("a")   ---b---c-|
    /// ```
    ///
    /// ```swift
    /// Signal.from(["a", "b", "a", "c"]).ignore("a").subscribeNext { print($0) }
    /// // prints b, c
    /// ```
    ///
    /// Book: `-[RACSignal ignore:]`
    public func ignore(_ value: Value) -> Signal where Value: Equatable {
        filter { $0 != value }
    }

    /// Drops every value and passes on only the error or the completion.
    ///
    /// Use it when you care that something finished, not what it sent. The
    /// result keeps the type `Signal<Value>`, as in the book, so it can still
    /// be merged or concatenated with signals of the same type; it simply
    /// never sends a value.
    ///
    /// ```
    /// -a-b-c-|   ignoreValues()   -------|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).ignoreValues().subscribe(
    ///     next: { print($0) }, completed: { print("done") })
    /// // prints done
    /// ```
    ///
    /// Book: `-[RACSignal ignoreValues]`
    public func ignoreValues() -> Signal {
        filter { _ in false }
    }

    /// Drops a value when it equals the value just before it.
    ///
    /// The first value always passes. Errors and completion pass through.
    ///
    /// ```
    /// -a-a-b-b-a-|   distinctUntilChanged()   -a---b---a-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 1, 2, 2, 1]).distinctUntilChanged().subscribeNext { print($0) }
    /// // prints 1, 2, 1
    /// ```
    ///
    /// Book: `-[RACSignal distinctUntilChanged]`
    public func distinctUntilChanged() -> Signal where Value: Equatable {
        Signal { observer in
            let previous = Locked<Value?>(nil)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    if case .next(let value) = event {
                        let isRepeat = previous.withLock { previous in
                            defer { previous = value }
                            return previous == value
                        }
                        if isRepeat { return }
                    }
                    observer.send(event)
                })
        }
    }

    /// Drops the first `count` values, then passes on the rest.
    ///
    /// Errors and completion pass through, even while values are being skipped.
    ///
    /// ```
    /// -a-b-c-d-|   skip(2)   -----c-d-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3, 4]).skip(2).subscribeNext { print($0) }   // prints 3, 4
    /// ```
    ///
    /// Book: `-[RACSignal skip:]`
    public func skip(_ count: Int) -> Signal {
        precondition(count >= 0, "skip needs a count of zero or more, not \(count)")
        return Signal { observer in
            let remaining = Locked(count)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    if case .next = event {
                        let isSkipped = remaining.withLock { remaining in
                            guard remaining > 0 else { return false }
                            remaining -= 1
                            return true
                        }
                        if isSkipped { return }
                    }
                    observer.send(event)
                })
        }
    }

    /// Drops values while `shouldSkip` returns true, then passes on everything.
    ///
    /// Once a value fails the test, `shouldSkip` is never called again. Errors
    /// and completion pass through.
    ///
    /// ```
    /// -1-2-5-1-|   skipWhile { $0 < 3 }   -----5-1-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 5, 1]).skipWhile { $0 < 3 }.subscribeNext { print($0) }
    /// // prints 5, 1
    /// ```
    ///
    /// Book: `-[RACSignal skipWhileBlock:]`
    public func skipWhile(_ shouldSkip: @escaping @Sendable (Value) -> Bool) -> Signal {
        Signal { observer in
            let isSkipping = Locked(true)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    if case .next(let value) = event, isSkipping.withLock({ $0 }) {
                        if shouldSkip(value) { return }
                        isSkipping.withLock { $0 = false }
                    }
                    observer.send(event)
                })
        }
    }
}
