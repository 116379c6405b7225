import Foundation

/// Assembles one HTTP request from the pieces a socket gives, however many.
///
/// Feed it each chunk as it arrives: it collects bytes until the blank line
/// that ends the head, parses the head, then waits for exactly
/// `Content-Length` bytes of body. It never reads the socket itself, so the
/// server's event loop can assemble many requests at once and hand only
/// complete ones to its workers. Heads over `maximumHeadBytes` (431), bodies
/// over `maximumBodyBytes` (413), chunked bodies (501) and malformed heads
/// (400) are refused with a `Rejection` carrying the status to answer.
///
/// ```swift
/// var reader = HTTPRequestReader()
/// print(reader.feed(Array("GET / HTTP/1.1\r\n".utf8)))   // prints needMore
/// print(reader.feed(Array("Host: x\r\n\r\n".utf8)))      // prints request(…)
/// ```
///
/// Book: none; `NSURLConnection` did this on the client's side
struct HTTPRequestReader: Sendable {
    /// What the bytes so far amount to.
    enum Outcome: Sendable {
        /// Not a whole request yet.
        case needMore
        /// A well-formed request.
        case request(HTTPRequest)
        /// A malformed or unacceptable request, to be answered with an error.
        case rejected(HTTPRequest.Rejection)
        /// The client went away before sending a single byte.
        case closed
    }

    /// The largest request head accepted.
    let maximumHeadBytes: Int
    /// The largest request body accepted.
    let maximumBodyBytes: Int

    private var buffer: [UInt8] = []
    /// The parsed head and the body length it announced, once the head is complete.
    private var head: (request: HTTPRequest, bodyLength: Int)?

    /// A reader with the server's default limits, or others.
    init(maximumHeadBytes: Int = 16_384, maximumBodyBytes: Int = 65_536) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Whether any byte has arrived.
    var hasStarted: Bool { !buffer.isEmpty || head != nil }

    /// Adds `chunk` and says whether a whole request is here.
    mutating func feed(_ chunk: [UInt8]) -> Outcome {
        guard !chunk.isEmpty else { return .needMore }
        let searchFrom = max(0, buffer.count - 3)
        buffer += chunk
        if head == nil {
            guard let end = Self.endOfHead(in: buffer, from: searchFrom) else {
                return buffer.count > maximumHeadBytes
                    ? .rejected(.init(status: 431, message: "the request head is too large"))
                    : .needMore
            }
            guard end <= maximumHeadBytes else {
                return .rejected(.init(status: 431, message: "the request head is too large"))
            }
            do throws(HTTPRequest.Rejection) {
                let request = try HTTPRequest.parse(head: Array(buffer[..<end]))
                head = (request, try bodyLength(of: request))
            } catch {
                return .rejected(error)
            }
            buffer.removeFirst(end + 4)
        }
        guard let (parsed, length) = head, buffer.count >= length else { return .needMore }
        var request = parsed
        request.body = Data(buffer.prefix(length))
        return .request(request)
    }

    /// What the bytes so far amount to when the client has closed its end.
    func ended() -> Outcome {
        if !hasStarted { return .closed }
        if head != nil {
            return .rejected(.init(message: "the body is shorter than Content-Length"))
        }
        return .rejected(.init(message: "incomplete request"))
    }

    /// The index of the `\r\n\r\n` that ends the head, searching from `start`.
    private static func endOfHead(in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in start...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
            && buffer[index + 3] == 10
        {
            return index
        }
        return nil
    }

    /// The body's length from `Content-Length`: digits only, and every copy
    /// of the header must agree.
    private func bodyLength(of request: HTTPRequest) throws(HTTPRequest.Rejection) -> Int {
        if request.header("Transfer-Encoding") != nil {
            throw .init(status: 501, message: "chunked request bodies are not supported")
        }
        let values = request.headerValues("Content-Length")
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = values.first else { return 0 }
        guard values.allSatisfy({ $0 == first }) else {
            throw .init(message: "conflicting Content-Length headers")
        }
        guard !first.isEmpty, first.count <= 18, first.allSatisfy({ $0.isASCII && $0.isNumber }),
            let length = Int(first)
        else { throw .init(message: "invalid Content-Length") }
        guard length <= maximumBodyBytes else {
            throw .init(status: 413, message: "the request body is too large")
        }
        return length
    }
}
