/// When a subscription began and, if it has, when it ended, in ticks.
///
/// Testable signals log one span per subscription, so a test can check that
/// an operator subscribed upstream at the right moment and let go at the right
/// moment. A span can be written as a marble line: `^` marks the subscription
/// and `!` the end, as in `"--^---!"` for ticks 2 to 6.
///
/// ```swift
/// let span = SubscriptionSpan(2, 6)
/// print(span, SubscriptionSpan("--^---!") == span)   // prints 2...6 true
/// ```
///
/// Book: no direct equivalent; RxTest calls this `Subscription`.
public struct SubscriptionSpan: Sendable, Equatable, CustomStringConvertible {
    /// The tick at which the subscription began.
    ///
    /// Book: none; RxTest calls this `Subscription.subscribe`
    public let subscribed: Int
    /// The tick at which it ended, or `nil` while it is still live.
    ///
    /// Book: none; RxTest calls this `Subscription.unsubscribe`
    public let disposed: Int?

    /// Creates a span; leave out `disposed` for a live subscription.
    ///
    /// Book: none; RxTest calls this `Subscription(_:_:)`
    public init(_ subscribed: Int, _ disposed: Int? = nil) {
        self.subscribed = subscribed
        self.disposed = disposed
    }

    /// Reads a span from a marble line such as `"-^--!"`; spaces are ignored.
    ///
    /// The line must hold exactly one `^`, then at most one `!`, and otherwise only `-`.
    ///
    /// Book: none; RxJS's `TestScheduler.parseMarblesAsSubscriptions` reads the same lines
    public init(_ marbles: String) {
        var subscribed: Int?
        var disposed: Int?
        var time = 0
        for character in marbles where character != " " {
            switch character {
            case "-": break
            case "^":
                precondition(subscribed == nil, "a span has one ^: \(marbles)")
                subscribed = time
            case "!":
                precondition(subscribed != nil && disposed == nil, "a span needs ^ before one !")
                disposed = time
            default:
                preconditionFailure("a span line uses only -, ^ and !: \(marbles)")
            }
            time += 1
        }
        guard let subscribed else { preconditionFailure("a span needs a ^: \(marbles)") }
        self.init(subscribed, disposed)
    }

    /// For example `2...6`, or `2...` while live.
    ///
    /// Book: none (a Swift convenience)
    public var description: String {
        "\(subscribed)...\(disposed.map(String.init) ?? "")"
    }
}
