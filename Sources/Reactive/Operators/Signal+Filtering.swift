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
            self.subscribe(Observer { event in
                if case .next(let value) = event, !isIncluded(value) { return }
                observer.send(event)
            })
        }
    }
}
