extension Signal {
    /// Transforms each value with `transform`; errors and completion pass through.
    ///
    /// ```
    /// -1-2-3-|   map { $0 * 10 }   -10-20-30-|
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
            self.subscribe(Observer { event in observer.send(event.map(transform)) })
        }
    }
}
