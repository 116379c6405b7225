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
    public let time: Int
    /// What happened.
    public let event: Event<Value>

    /// Creates a record of `event` at `time`.
    public init(time: Int, event: Event<Value>) {
        self.time = time
        self.event = event
    }

    /// A value at `time`.
    public static func next(_ time: Int, _ value: Value) -> Recorded {
        Recorded(time: time, event: .next(value))
    }

    /// An error at `time`.
    public static func error(_ time: Int, _ error: any Error = TestError()) -> Recorded {
        Recorded(time: time, event: .error(error))
    }

    /// Completion at `time`.
    public static func completed(_ time: Int) -> Recorded {
        Recorded(time: time, event: .completed)
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when the times match and the events match. Two errors match when
    /// their descriptions do, because `any Error` has no equality of its own.
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
    public var description: String {
        "\(event)@\(time)"
    }
}

/// An error for tests and marble diagrams, where `#` stands for it.
///
/// ```swift
/// print(TestError("boom"))   // prints boom
/// ```
public struct TestError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates an error with a message (by default "error").
    public init(_ message: String = "error") {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
