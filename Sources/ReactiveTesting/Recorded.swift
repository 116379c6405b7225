import Reactive

/// An event together with the virtual time (in ticks) at which it happened.
///
/// Tests compare whole lists of these, so a test states the entire story:
/// what arrived, and when.
///
/// ```swift
/// let expected: [Recorded<String>] = [.next(1, "a"), .completed(3)]
/// print(expected)   // prints [next(a)@1, completed@3]
/// ```
///
/// Book: no direct equivalent; RxTest calls this `Recorded`.
public struct Recorded<Value: Sendable>: Sendable {
    /// When the event happened, in ticks of the test scheduler.
    ///
    /// Book: none; RxTest calls this `Recorded.time`
    public let time: Int
    /// What happened.
    ///
    /// Book: none; RxTest calls this `Recorded.value`
    public let event: Event<Value>

    /// Creates a record of `event` at `time`.
    ///
    /// Book: none; RxTest calls this `Recorded(time:value:)`
    public init(time: Int, event: Event<Value>) {
        self.time = time
        self.event = event
    }

    /// A value at `time`.
    ///
    /// Book: none; RxTest calls this `Recorded.next(_:_:)`
    public static func next(_ time: Int, _ value: Value) -> Recorded {
        Recorded(time: time, event: .next(value))
    }

    /// An error at `time`.
    ///
    /// Book: none; RxTest calls this `Recorded.error(_:_:)`
    public static func error(_ time: Int, _ error: any Error = TestError()) -> Recorded {
        Recorded(time: time, event: .error(error))
    }

    /// Completion at `time`.
    ///
    /// Book: none; RxTest calls this `Recorded.completed(_:)`
    public static func completed(_ time: Int) -> Recorded {
        Recorded(time: time, event: .completed)
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when the times match and the events match.
    ///
    /// Two errors match when their descriptions do, because `any Error` has no
    /// equality of its own.
    ///
    /// Book: none; RxTest's `Recorded` is `Equatable` too
    public static func == (lhs: Recorded, rhs: Recorded) -> Bool {
        guard lhs.time == rhs.time else { return false }
        switch (lhs.event, rhs.event) {
        case (.next(let left), .next(let right)): return left == right
        case (.error(let left), .error(let right)): return "\(left)" == "\(right)"
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension Recorded: CustomStringConvertible {
    /// For example `next(a)@1` or `completed@3`.
    ///
    /// Book: none (RxTest prints its records in much the same way)
    public var description: String {
        "\(event)@\(time)"
    }
}

/// An error for tests and marble diagrams, where `#` stands for it.
///
/// ```swift
/// print(TestError("boom"))   // prints boom
/// ```
///
/// Book: none; the book's tests make an `NSError` by hand for this
public struct TestError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// Book: none; an `NSError` keeps it as its `localizedDescription`
    public let message: String

    /// Creates an error with a message (by default "error").
    ///
    /// Book: none; the book's tests would call `+[NSError errorWithDomain:code:userInfo:]`
    public init(_ message: String = "error") {
        self.message = message
    }

    /// The message.
    ///
    /// Book: `-[NSError localizedDescription]`, for an `NSError`
    public var description: String { message }
}
