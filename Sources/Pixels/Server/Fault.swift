/// One thing that can go wrong with an answer from the photo server, injected
/// on purpose for demos and tests.
///
/// ```swift
/// let plan: FaultPlan = ["GET /images/{file}": .delay(.milliseconds(500))]
/// ```
///
/// Book: the slow, flaky network the book's importer must survive.
public enum Fault: Sendable, Hashable, CustomStringConvertible {
    /// Waits this long before answering.
    case delay(Duration)
    /// Answers with this status (and an error body) instead of the real answer.
    case status(Int)
    /// Answers 200 with a body that cannot be parsed: cut-off JSON for JSON
    /// routes, a PPM with a broken header for images.
    case malformedBody
    /// Sends only the first bytes of the real body (with a matching
    /// `Content-Length`), e.g. a truncated image.
    case truncatedBody(keepingBytes: Int)
    /// Closes the connection without answering.
    case dropConnection

    /// `delay 500ms`, `status 500`, …
    public var description: String {
        switch self {
        case .delay(let duration): return "delay \(duration)"
        case .status(let status): return "status \(status)"
        case .malformedBody: return "malformed body"
        case .truncatedBody(let bytes): return "truncated body (\(bytes) bytes)"
        case .dropConnection: return "dropped connection"
        }
    }
}
