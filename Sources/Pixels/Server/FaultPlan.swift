/// Which faults the photo server injects, by request pattern.
///
/// Each pattern (see `RoutePattern`) maps to faults applied in order: a delay,
/// then at most one of the others. Give a plan when starting the server, or
/// replace `server.faults` while it runs. `unreachable` stands for a machine
/// without loopback: the server cannot be reached at all.
///
/// ```swift
/// let plan: FaultPlan = [
///     "GET /v1/photos": .delay(.milliseconds(300)),
///     "GET /images/1003-3.ppm": .truncatedBody(keepingBytes: 100),
/// ]
/// let server = try PhotoServer.start(faults: plan)
/// ```
///
/// Book: the slow, flaky network the book's importer must survive.
public struct FaultPlan: Sendable, ExpressibleByDictionaryLiteral {
    /// The rules, in the order they were added.
    public private(set) var rules: [(pattern: RoutePattern, fault: Fault)]

    /// Whether the server is out of its own process's reach, as on a machine
    /// whose loopback interface is down: it closes its socket once it has
    /// bound it, so `PhotoServer.start` cannot connect to it, and fails at
    /// once with `serverFailed`. Read only when the server starts.
    public var unreachable = false

    /// A plan with no faults: every request is answered normally.
    public init() {
        rules = []
    }

    /// A plan with one fault per pattern.
    public init(dictionaryLiteral elements: (RoutePattern, Fault)...) {
        rules = elements.map { (pattern: $0.0, fault: $0.1) }
    }

    /// This plan with one more fault for requests matching `pattern`.
    public func injecting(_ fault: Fault, into pattern: RoutePattern) -> FaultPlan {
        var copy = self
        copy.rules.append((pattern, fault))
        return copy
    }

    /// The faults for one request, in the order they were added.
    public func faults(method: String, path: String) -> [Fault] {
        rules.filter { $0.pattern.matches(method: method, path: path) }.map(\.fault)
    }
}
