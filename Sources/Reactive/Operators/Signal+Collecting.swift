import Dispatch

extension Signal {
    /// Folds every value into one result and sends it when the source completes.
    ///
    /// This is Swift's `Sequence.reduce(_:_:)` for a signal (RxSwift and Combine
    /// call it `reduce`); we keep the book's name, `aggregate`, because on a
    /// signal "reduce" already means `reduceEach` and combineLatest's `reduce:`.
    /// Values are folded silently with `combine`, starting from `start`. On
    /// completion it sends the result, `start` itself if no value came, then
    /// completes. An error passes through and nothing is sent. A source that
    /// never completes never produces a result: use `scan` to see each step.
    ///
    /// ```
    /// -1-2-3-|   aggregate(0, +)   -------(6|)
    /// ```
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).aggregate(0, +).subscribeNext { print($0) }
    /// // prints 6
    /// ```
    ///
    /// Book: `-[RACSignal aggregateWithStart:reduce:]`
    public func aggregate<Accumulated: Sendable>(
        _ start: Accumulated, _ combine: @escaping @Sendable (Accumulated, Value) -> Accumulated
    ) -> Signal<Accumulated> {
        Signal<Accumulated> { observer in
            let running = Locked(start)
            return self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next(let value):
                        running.withLock { total in total = combine(total, value) }
                    case .error(let error):
                        observer.sendError(error)
                    case .completed:
                        observer.sendNext(running.withLock { $0 })
                        observer.sendCompleted()
                    }
                })
        }
    }

    /// Gathers every value into one array and sends it when the source completes.
    ///
    /// On completion it sends the array (empty if no value came), then
    /// completes. An error passes through and the values gathered so far are
    /// dropped.
    ///
    /// ```
    /// -a-b-c-|   collect()   -------(x|)   where x = [a, b, c]
    /// ```
    ///
    /// ```swift
    /// Signal.from(1...3).collect().subscribeNext { print($0) }
    /// // prints [1, 2, 3]
    /// ```
    ///
    /// Book: `-[RACSignal collect]`
    public func collect() -> Signal<[Value]> {
        Signal<[Value]> { observer in
            let gathered = Locked<[Value]>([])
            return self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next(let value):
                        gathered.withLock { $0.append(value) }
                    case .error(let error):
                        observer.sendError(error)
                    case .completed:
                        observer.sendNext(gathered.withLock { $0 })
                        observer.sendCompleted()
                    }
                })
        }
    }

    /// Subscribes, waits until the signal completes, and returns all its values.
    ///
    /// This call **blocks** the calling thread until the signal ends. It returns
    /// the values in order when the signal completes, and throws the error if it
    /// fails. Use it in tests, in scripts and at the top of a command-line
    /// program, never in the middle of a reactive pipeline.
    ///
    /// It waits forever if the signal never ends, or if the signal needs the
    /// blocked thread to make progress: a signal driven by a `TestScheduler`
    /// that nobody else advances, or one that delivers on the main queue when
    /// you call this on the main thread.
    ///
    /// ```swift
    /// let squares = try Signal.from(1...3).map { $0 * $0 }.toArray()
    /// print(squares)   // prints [1, 4, 9]
    /// ```
    ///
    /// Book: `-[RACSignal toArray]` (which returns nil on error; we throw)
    public func toArray() throws -> [Value] {
        let outcome = Locked<Result<[Value], any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        collect().subscribe(
            Observer { event in
                switch event {
                case .next(let values): outcome.withLock { $0 = .success(values) }
                case .error(let error): outcome.withLock { $0 = .failure(error) }
                case .completed: break
                }
                if event.isTerminal { finished.signal() }
            })
        finished.wait()
        return try outcome.withLock { $0! }.get()
    }
}
