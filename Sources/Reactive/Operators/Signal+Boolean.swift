extension Signal where Value == Bool {
    /// Negates each Boolean; errors and completion pass through.
    ///
    /// ```
    /// -t-f-|   not()   -f-t-|
    /// ```
    ///
    /// ```swift
    /// Signal.from([true, false]).not().subscribeNext { print($0) }
    /// // prints false, true
    /// ```
    ///
    /// Book: `-[RACSignal not]`
    public func not() -> Signal<Bool> {
        map { !$0 }
    }
}

extension Signal where Value == [Bool] {
    /// Sends `true` when every Boolean in an array is true; errors and completion pass through.
    ///
    /// The book applies `-and` to the tuples that `combineLatest` sends; here
    /// `combineLatest` of an array of signals sends an array, so `and()` works
    /// on `[Bool]`. An empty array counts as all true, as `allSatisfy` does
    /// (the book asserts that its tuple is not empty).
    ///
    /// ```
    /// -A-B-|   and()   -t-f-|   where A = [t, t], B = [t, f]
    /// ```
    ///
    /// ```swift
    /// Signal.from([[true, true], [true, false]]).and().subscribeNext { print($0) }
    /// // prints true, false
    /// ```
    ///
    /// Book: `-[RACSignal and]`
    public func and() -> Signal<Bool> {
        map { flags in flags.allSatisfy { $0 } }
    }

    /// Sends `true` when at least one Boolean in an array is true; errors and completion pass through.
    ///
    /// Like `and()`, it works on the arrays that `combineLatest` of an array
    /// sends. An empty array counts as false, as `contains(true)` does (the
    /// book asserts that its tuple is not empty).
    ///
    /// ```
    /// -A-B-|   or()   -f-t-|   where A = [f, f], B = [f, t]
    /// ```
    ///
    /// ```swift
    /// Signal.from([[false, false], [false, true]]).or().subscribeNext { print($0) }
    /// // prints false, true
    /// ```
    ///
    /// Book: `-[RACSignal or]`
    public func or() -> Signal<Bool> {
        map { flags in flags.contains(true) }
    }
}
