/// Why a command refused to run.
///
/// ```swift
/// let never = Command<Void, Int>(enabled: Signal.just(false)) { Signal.just(1) }
/// never.execute().subscribeError { print($0) }   // prints the command is disabled
/// ```
///
/// Book: `RACCommandErrorDomain`
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// `execute(_:)` was called while the command was disabled: its enabled
    /// signal's latest value was false, or a run was in progress and the command
    /// does not allow concurrent execution.
    ///
    /// Book: `RACCommandErrorNotEnabled`
    case notEnabled

    /// A short sentence that says what went wrong.
    ///
    /// Book: the error's `NSLocalizedDescriptionKey`, "The command is disabled and cannot be
    /// executed"
    public var description: String {
        switch self {
        case .notEnabled: return "the command is disabled"
        }
    }
}
