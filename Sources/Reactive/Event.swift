/// One thing a signal can tell its observers: a value, a failure, or the end.
///
/// A signal sends any number of `next` events and then, optionally, exactly one
/// terminal event: `error` or `completed`. After a terminal event nothing more
/// arrives. The grammar is `next* (error | completed)?` (see Contract 1).
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// print(events.map(\.description).joined(separator: " "))
/// // prints next(1) next(2) completed
/// ```
///
/// Book: RACEvent (what `-materialize` sends), and the three `RACSubscriber` messages
/// `-sendNext:`, `-sendError:` and `-sendCompleted`.
public enum Event<Value: Sendable>: Sendable {
    /// A value. A signal may send any number of these.
    ///
    /// Book: `+[RACEvent eventWithValue:]`, sent with `-sendNext:`
    case next(Value)
    /// A failure. It ends the signal. As in the book, any `Error` may be sent.
    ///
    /// Book: `+[RACEvent eventWithError:]`, sent with `-sendError:` (which takes an `NSError`)
    case error(any Error)
    /// A successful end. It ends the signal.
    ///
    /// Book: `+[RACEvent completedEvent]`, sent with `-sendCompleted`
    case completed

    /// Whether this event ends the signal (`error` or `completed`).
    ///
    /// Book: `RACEvent.finished`
    public var isTerminal: Bool {
        if case .next = self { return false }
        return true
    }

    /// The value of a `next` event, or `nil` for a terminal event.
    ///
    /// Book: `RACEvent.value`
    public var value: Value? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, or `nil` otherwise.
    ///
    /// Book: `RACEvent.error`
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Transforms the value of a `next` event and passes terminal events through.
    ///
    /// ```swift
    /// print(Event.next(2).map { $0 * 10 })   // prints next(20)
    /// ```
    ///
    /// Book: none (a Swift convenience)
    @inline(__always)
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Event<NewValue> {
        switch self {
        case .next(let value): return .next(try transform(value))
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomStringConvertible {
    /// `next(value)`, `error(description)` or `completed`.
    ///
    /// Book: `-[RACEvent description]`
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}
