/// A request pattern such as `GET /v1/photos/{id}`: an optional method, then
/// path segments where `{name}` or `*` matches any one segment.
///
/// A pattern without a method (or with `*`) matches every method. The query
/// is ignored. Fault plans and request counters use these.
///
/// ```swift
/// let pattern = RoutePattern("GET /v1/photos/{id}")
/// print(pattern.matches(method: "GET", path: "/v1/photos/1001"))   // prints true
/// print(pattern.matches(method: "GET", path: "/v1/photos"))        // prints false
/// ```
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The method to match, or `nil` for any.
    public let method: String?
    /// The path segments; `nil` stands for a wildcard.
    private let segments: [String?]
    /// The pattern as written.
    public let description: String

    /// Parses a pattern such as `GET /images/{file}` or `/v1/photos`.
    public init(_ text: String) {
        description = text
        let parts = text.split(separator: " ", maxSplits: 1)
        let hasMethod = parts.count == 2
        let methodText = hasMethod ? String(parts[0]).uppercased() : "*"
        method = methodText == "*" ? nil : methodText
        let path = hasMethod ? parts[1] : (parts.first ?? "")
        segments =
            path.split(separator: "?", maxSplits: 1).first.map {
                $0.split(separator: "/").map { segment -> String? in
                    segment == "*" || (segment.hasPrefix("{") && segment.hasSuffix("}"))
                        ? nil : String(segment)
                }
            } ?? []
    }

    /// Parses a pattern written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether a request with this method and path (query allowed) matches.
    public func matches(method: String, path: String) -> Bool {
        if let expected = self.method, expected != method.uppercased() { return false }
        let pathOnly = path.split(separator: "?", maxSplits: 1).first ?? ""
        let actual = pathOnly.split(separator: "/")
        guard actual.count == segments.count else { return false }
        return zip(segments, actual).allSatisfy { expected, segment in
            expected.map { $0 == segment } ?? true
        }
    }
}
