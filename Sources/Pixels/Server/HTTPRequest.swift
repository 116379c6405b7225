import Foundation

/// One parsed HTTP/1.1 request, as the photo server sees it.
///
/// `parse(head:body:)` is strict about what the server needs and rejects the
/// rest with `HTTPRequest.Rejection`, which the server answers with 400:
/// a malformed request line or header, an unsupported HTTP version, an
/// HTTP/1.1 request without exactly one `Host` header, a target that is not
/// a plain absolute path, and any path segment that could step outside the
/// fixtures (`..`, `.`, an empty segment as in `//`, or one that decodes to
/// `/`, `\` or a control character, such as `%2e%2e` or `%2F`).
///
/// ```swift
/// let request = try HTTPRequest.parse(head: Array("GET /v1/photos HTTP/1.0".utf8))
/// print(request.segments)   // prints ["v1", "photos"]
/// ```
public struct HTTPRequest: Sendable {
    /// The method, e.g. `GET`.
    public internal(set) var method: String
    /// The request target as sent, e.g. `/v1/photos?feature=popular`.
    var target: String
    /// The raw path, without the query, e.g. `/v1/photos/1001`.
    public internal(set) var path: String
    /// The percent-decoded path segments, e.g. `["v1", "photos", "1001"]`.
    public internal(set) var segments: [String]
    /// The path segments as sent, before percent-decoding: a photo id must
    /// be plain digits here, so `%31%30%30%31` is not photo 1001.
    var rawSegments: [String]
    /// The percent-decoded query items (the last value wins for a repeated name).
    public internal(set) var query: [String: String]
    /// The header fields in the order sent, names lowercased; a name may repeat.
    var fields: [(name: String, value: String)]
    /// The body (empty without `Content-Length`).
    var body: Data

    /// Why a request cannot be served; the message goes into the 400 answer.
    struct Rejection: Error, Sendable {
        var status = 400
        var message: String
    }

    /// The value of a header, by case-insensitive name (the first, if it repeats).
    func header(_ name: String) -> String? { headerValues(name).first }

    /// Every value of a header, by case-insensitive name, in the order sent.
    func headerValues(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name == lowered }.map(\.value)
    }

    /// Parses the request line and headers (everything before the blank line).
    static func parse(head: [UInt8], body: Data = Data()) throws(Rejection) -> HTTPRequest {
        guard let text = String(validating: head, as: UTF8.self) else {
            throw Rejection(message: "the request head is not UTF-8")
        }
        var lines = text.components(separatedBy: "\r\n")
        while lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { throw Rejection(message: "empty request") }
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isUppercase) else {
            throw Rejection(message: "malformed request line")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw Rejection(status: 505, message: "only HTTP/1.0 and HTTP/1.1 are supported")
        }
        var fields: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(where: \.isWhitespace)
            else { throw Rejection(message: "malformed header line") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields.append((line[..<colon].lowercased(), value))
        }
        let hosts = fields.count { $0.name == "host" }
        if parts[2] == "HTTP/1.1", hosts == 0 {
            throw Rejection(message: "an HTTP/1.1 request needs a Host header")
        }
        guard hosts <= 1 else { throw Rejection(message: "more than one Host header") }
        let target = String(parts[1])
        let (path, queryText) = try split(target: target)
        let (raw, decoded) = try segments(of: path)
        return HTTPRequest(
            method: String(parts[0]), target: target, path: path, segments: decoded,
            rawSegments: raw, query: try query(queryText), fields: fields, body: body)
    }

    /// Splits `"/a/b?x=1"` into `("/a/b", "x=1")`, after checking the target's form.
    private static func split(target: String) throws(Rejection) -> (String, String) {
        guard target.hasPrefix("/") else {
            throw Rejection(message: "the target must be an absolute path")
        }
        guard !target.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F })
        else { throw Rejection(message: "the target contains a control character") }
        guard let mark = target.firstIndex(of: "?") else { return (target, "") }
        return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }

    /// The segments as sent and decoded; refuses any that could leave the fixtures.
    private static func segments(of path: String) throws(Rejection) -> (
        raw: [String], decoded: [String]
    ) {
        var result: [String] = []
        let raws = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (index, raw) in raws.enumerated() {
            // `/` and a trailing slash are fine (they route nowhere); `//` is not.
            if raw.isEmpty, index == raws.count - 1 {
                if index > 0 { result.append("") }
                continue
            }
            guard let segment = String(raw).removingPercentEncoding else {
                throw Rejection(message: "invalid percent-encoding in the path")
            }
            let forbidden = segment.unicodeScalars.contains {
                $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
            }
            guard !segment.isEmpty, segment != ".", segment != "..", !forbidden else {
                throw Rejection(message: "path not allowed")
            }
            result.append(segment)
        }
        let sent = raws.map(String.init).prefix(result.count)
        return (Array(sent), result)
    }

    /// Parses `a=1&b=two%20words` (with `+` for a space).
    static func query(_ text: String) throws(Rejection) -> [String: String] {
        var items: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decoded = halves.map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decoded[0], let value = decoded.count > 1 ? decoded[1] : "" else {
                throw Rejection(message: "invalid percent-encoding in the query")
            }
            items[name] = value
        }
        return items
    }
}
