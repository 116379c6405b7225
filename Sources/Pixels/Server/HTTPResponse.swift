import Foundation

/// One HTTP/1.1 answer from the photo server: a status, headers and a body.
///
/// The server closes each connection after its answer (`Connection: close`),
/// so `Content-Length` always matches the body it sends.
///
/// ```swift
/// let page = HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data("<p>hi</p>".utf8))
/// ```
public struct HTTPResponse: Sendable {
    /// The status code, e.g. 200.
    public internal(set) var status: Int
    /// Extra header fields; `Content-Length` and `Connection` are added on output.
    var headers: [(name: String, value: String)]
    /// The body.
    public internal(set) var body: Data

    /// An answer of `status` with a body of `contentType`.
    public init(status: Int, contentType: String, body: Data) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: body)
    }

    init(status: Int, headers: [(name: String, value: String)], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The `Content-Type` header, if any.
    var contentType: String? {
        headers.first { $0.name.lowercased() == "content-type" }?.value
    }

    /// A `200 OK` (or other status) with a JSON body.
    static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(
            status: status, headers: [("Content-Type", "application/json")], body: body)
    }

    /// An error answer in the API's shape: `{"status": 404, "error": "Not Found", "message": …}`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(
            ErrorJSON(status: status, error: reason(for: status), message: message), status: status)
    }

    /// The bytes to send: status line, headers, blank line, body. An answer
    /// to `HEAD` leaves the body out but keeps its `Content-Length`.
    func serialized(includingBody: Bool = true) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        var data = Data(head.utf8)
        if includingBody { data.append(body) }
        return data
    }

    /// The standard reason phrase for a status code.
    static func reason(for status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 413: return "Content Too Large"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        case 505: return "HTTP Version Not Supported"
        default: return status < 400 ? "OK" : "Error"
        }
    }
}
