import Foundation

/// Reads one HTTP request from a connected socket, however many reads it takes.
///
/// A request may arrive in pieces: the reader collects bytes until the blank
/// line that ends the head, parses it, then reads exactly `Content-Length`
/// bytes of body. Heads over 16 KiB, bodies over 64 KiB and chunked bodies are
/// refused with a `Rejection` carrying the status to answer.
enum HTTPRequestReader {
    /// The largest request head accepted.
    static let maximumHeadBytes = 16_384
    /// The largest request body accepted.
    static let maximumBodyBytes = 65_536

    /// What came of reading one request.
    enum Outcome: Sendable {
        /// A well-formed request.
        case request(HTTPRequest)
        /// A malformed or unacceptable request, to be answered with an error.
        case rejected(HTTPRequest.Rejection)
        /// The client went away (or went silent) before sending a whole request.
        case closed
    }

    /// Reads one request from `descriptor`.
    static func read(from descriptor: Int32) -> Outcome {
        read { Socket.read(descriptor) }
    }

    /// Reads one request from a source of chunks (`nil` on an error, empty at the end).
    static func read(nextChunk: () -> [UInt8]?) -> Outcome {
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count <= maximumHeadBytes else {
                return .rejected(.init(status: 431, message: "the request head is too large"))
            }
            guard let chunk = nextChunk(), !chunk.isEmpty else {
                return buffer.isEmpty ? .closed : .rejected(.init(message: "incomplete request"))
            }
            let searchFrom = max(0, buffer.count - 3)
            buffer += chunk
            headEnd = endOfHead(in: buffer, from: searchFrom)
        }
        guard let headEnd else { return .closed }
        guard headEnd <= maximumHeadBytes else {
            return .rejected(.init(status: 431, message: "the request head is too large"))
        }
        let head = Array(buffer[..<headEnd])
        var body = Array(buffer[(headEnd + 4)...])
        do throws(HTTPRequest.Rejection) {
            var request = try HTTPRequest.parse(head: head)
            let length = try contentLength(of: request)
            while body.count < length {
                guard let chunk = nextChunk(), !chunk.isEmpty else {
                    return .rejected(.init(message: "the body is shorter than Content-Length"))
                }
                body += chunk
            }
            request.body = Data(body.prefix(length))
            return .request(request)
        } catch {
            return .rejected(error)
        }
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

    private static func contentLength(of request: HTTPRequest) throws(HTTPRequest.Rejection)
        -> Int
    {
        if request.header("Transfer-Encoding") != nil {
            throw .init(status: 501, message: "chunked request bodies are not supported")
        }
        guard let text = request.header("Content-Length") else { return 0 }
        guard let length = Int(text), length >= 0 else {
            throw .init(message: "invalid Content-Length")
        }
        guard length <= maximumBodyBytes else {
            throw .init(status: 413, message: "the request body is too large")
        }
        return length
    }
}
