/// The name the logging operators print for a signal that has none.
private let unnamedSignal = "signal"

extension Signal {
    /// Prints a line for each value, such as `clicks next: 3`, then passes it on.
    ///
    /// The line starts with the signal's `name` (set with `named(_:)`), or
    /// "signal" if it has none. The result keeps the name. Lines go to
    /// `write`, which prints by default; pass your own to collect them.
    ///
    /// ```swift
    /// Signal.from([1, 2]).named("clicks").logNext().subscribeNext { _ in }
    /// // prints clicks next: 1
    /// //        clicks next: 2
    /// ```
    ///
    /// Book: `-[RACSignal logNext]`
    public func logNext(to write: @escaping @Sendable (String) -> Void = { print($0) }) -> Signal {
        let label = name ?? unnamedSignal
        return doNext { write("\(label) next: \($0)") }.keepingName(of: self)
    }

    /// Prints a line if the signal fails, such as `upload error: timed out`,
    /// then passes the error on.
    ///
    /// Naming and output work as in `logNext(to:)`.
    ///
    /// ```swift
    /// Signal<Int>.error(TimeoutError(interval: .seconds(3)))
    ///     .named("upload").logError().subscribeError { _ in }
    /// // prints upload error: timed out: the signal did not finish within 3.0 seconds
    /// ```
    ///
    /// Book: `-[RACSignal logError]`
    public func logError(to write: @escaping @Sendable (String) -> Void = { print($0) }) -> Signal {
        let label = name ?? unnamedSignal
        return doError { write("\(label) error: \($0)") }.keepingName(of: self)
    }

    /// Prints a line when the signal completes, such as `upload completed`,
    /// then passes completion on.
    ///
    /// Naming and output work as in `logNext(to:)`.
    ///
    /// ```swift
    /// Signal<Int>.empty.named("upload").logCompleted().subscribeCompleted {}
    /// // prints upload completed
    /// ```
    ///
    /// Book: `-[RACSignal logCompleted]`
    public func logCompleted(to write: @escaping @Sendable (String) -> Void = { print($0) })
        -> Signal
    {
        let label = name ?? unnamedSignal
        return doCompleted { write("\(label) completed") }.keepingName(of: self)
    }

    /// Prints a line for every event: values, an error and completion.
    ///
    /// The same as `logNext(to:)`, `logError(to:)` and `logCompleted(to:)` together.
    ///
    /// ```swift
    /// Signal.just("hi").named("greeting").logAll().subscribeNext { _ in }
    /// // prints greeting next: hi
    /// //        greeting completed
    /// ```
    ///
    /// Book: `-[RACSignal logAll]`
    public func logAll(to write: @escaping @Sendable (String) -> Void = { print($0) }) -> Signal {
        logNext(to: write).logError(to: write).logCompleted(to: write)
    }

    /// This signal with `original`'s name, if it has one.
    private func keepingName(of original: Signal) -> Signal {
        original.name.map { named($0) } ?? self
    }
}
