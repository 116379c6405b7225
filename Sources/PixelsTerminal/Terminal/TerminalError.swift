#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What can go wrong setting up the terminal, each with a one-line description.
///
/// ```swift
/// print(TerminalError.notATerminal(descriptor: 0))
/// // prints file descriptor 0 is not a terminal
/// ```
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The descriptor is a file or a pipe, not a terminal.
    case notATerminal(descriptor: Int32)
    /// A terminal system call failed, with its `errno`.
    case systemCall(String, errno: Int32)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            return "file descriptor \(descriptor) is not a terminal"
        case .systemCall(let name, let code):
            return "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}
