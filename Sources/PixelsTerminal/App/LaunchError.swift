/// Why the app cannot start or go on, in one line: a bad option, a script
/// it cannot read or run, a server it cannot reach.
///
/// ```swift
/// print(LaunchError("--api needs a URL"))   // prints --api needs a URL
/// ```
///
/// Book: none; an iOS app has no command line
public struct LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
