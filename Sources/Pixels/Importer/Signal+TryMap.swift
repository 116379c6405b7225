import Reactive

extension Signal {
    /// Transforms each value with a function that may throw; a thrown error
    /// ends the signal with that error.
    ///
    /// Errors and completion from this signal pass through. The importer uses
    /// it to decode bodies, so that malformed JSON or a broken image becomes
    /// an error on the signal instead of a crash.
    ///
    /// ```swift
    /// Signal.just(Data("{".utf8))
    ///     .tryMap { try PhotoDecoder.token(from: $0) }
    ///     .subscribeError { print($0) }
    /// // prints malformed JSON: the data is not valid JSON
    /// ```
    ///
    /// Book: `-[RACSignal tryMap:]`
    func tryMap<NewValue>(_ transform: @escaping @Sendable (Value) throws -> NewValue)
        -> Signal<NewValue>
    {
        Signal<NewValue> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let value):
                        do {
                            observer.sendNext(try transform(value))
                        } catch {
                            observer.sendError(error)
                        }
                    case .error(let error): observer.sendError(error)
                    case .completed: observer.sendCompleted()
                    }
                })
        }
    }
}
