/// A command line the chapter cannot follow, with a one-line explanation.
///
/// ```swift
/// print(UsageError("unknown option '--colour'"))   // prints unknown option '--colour'
/// ```
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in one line.
    public let message: String

    /// Creates the error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
