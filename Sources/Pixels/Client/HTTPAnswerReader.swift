import Foundation

/// Assembles the answer to one HTTP/1.1 request from the pieces a socket
/// gives, keeping at most a `ResponseLimit` of body.
///
/// Feed it each chunk as it arrives. It reads the status line and headers
/// (at most 64 KiB; interim `1xx` answers are skipped), then the body as the
/// headers frame it: exactly `Content-Length` bytes (refused at once if that
/// is over the limit), `chunked` pieces, or everything until the server
/// closes. The moment the body would pass the limit it fails with
/// `PixelsError.responseTooLarge`, so the caller can hang up without reading
/// another byte.
///
/// ```swift
/// var reader = HTTPAnswerReader(limit: .details, url: "http://127.0.0.1:8080/v1/photos/1")
/// print(reader.feed(Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8)))
/// // prints done(status: 200, body: 2 bytes)
/// ```
///
/// Book: none; `NSURLConnection` parsed answers out of sight
struct HTTPAnswerReader: Sendable {
    /// What the bytes so far amount to.
    enum Outcome: Sendable, Equatable {
        /// Not the whole answer yet.
        case needMore
        /// The whole answer: its status and body.
        case done(status: Int, body: Data)
        /// An answer the client will not take.
        case failed(PixelsError)
    }

    /// How far reading the head has come.
    private enum HeadProgress {
        case needMore, parsed
        case failed(PixelsError)
    }

    /// How the body's end is known.
    private enum Framing: Sendable {
        case length(Int)
        case chunked
        case untilClose
    }

    /// The largest head accepted.
    static let maximumHeadBytes = 65_536

    let limit: ResponseLimit
    let url: String
    /// Whether a body follows the head (not for `HEAD` requests).
    let expectsBody: Bool
    private var buffer: [UInt8] = []
    private var head: (status: Int, framing: Framing)?
    private var body = Data()
    /// Bytes still to come of the current chunk (`chunked` only).
    private var chunkLeft: Int?
    private var chunksDone = false

    init(limit: ResponseLimit, url: String, expectsBody: Bool = true) {
        self.limit = limit
        self.url = url
        self.expectsBody = expectsBody
    }

    /// Adds `chunk` and says whether the whole answer is here.
    mutating func feed(_ chunk: [UInt8]) -> Outcome {
        buffer += chunk
        if head == nil {
            switch readHead() {
            case .needMore: return .needMore
            case .failed(let error): return .failed(error)
            case .parsed: break
            }
        }
        return readBody()
    }

    /// What the bytes so far amount to when the server has closed its end.
    func ended() -> Outcome {
        guard let head else { return .failed(broken("it closed the connection before answering")) }
        if case .untilClose = head.framing { return .done(status: head.status, body: body) }
        return .failed(broken("it closed the connection before the whole answer"))
    }

    /// Parses the status line and headers once the blank line has arrived.
    private mutating func readHead() -> HeadProgress {
        guard let end = Self.index(of: [13, 10, 13, 10], in: buffer) else {
            return buffer.count > Self.maximumHeadBytes
                ? .failed(broken("its answer's head is over 64 KiB")) : .needMore
        }
        let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(end + 4)
        let parts = lines[0].split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]),
            (100...999).contains(status)
        else { return .failed(broken("its answer does not start with an HTTP/1.x status line")) }
        if (100..<200).contains(status) { return readHead() }
        var fields: [String: [String]] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[line[..<colon].lowercased(), default: []].append(value)
        }
        let noBody = !expectsBody || status == 204 || status == 304
        if noBody {
            head = (status, .length(0))
        } else if fields["transfer-encoding"]?.last?.lowercased().hasSuffix("chunked") == true {
            head = (status, .chunked)
        } else if let lengths = fields["content-length"] {
            guard Set(lengths).count == 1, let length = Int(lengths[0]), length >= 0 else {
                return .failed(broken("its Content-Length is not one number"))
            }
            guard length <= limit.maximumBytes else { return .failed(.responseTooLarge(limit)) }
            head = (status, .length(length))
        } else {
            head = (status, .untilClose)
        }
        return .parsed
    }

    /// Moves what has arrived into the body, as the framing says.
    private mutating func readBody() -> Outcome {
        guard let head else { return .needMore }
        switch head.framing {
        case .length(let length):
            let take = min(buffer.count, length - body.count)
            body.append(contentsOf: buffer.prefix(take))
            buffer.removeFirst(take)
            return body.count == length ? .done(status: head.status, body: body) : .needMore
        case .untilClose:
            guard body.count + buffer.count <= limit.maximumBytes else {
                return .failed(.responseTooLarge(limit))
            }
            body.append(contentsOf: buffer)
            buffer.removeAll()
            return .needMore
        case .chunked:
            return readChunks(status: head.status)
        }
    }

    /// Reads `size CRLF data CRLF` pieces until the last (size 0) and its trailers.
    private mutating func readChunks(status: Int) -> Outcome {
        while true {
            if chunksDone {
                // Trailers, if any, end with an empty line.
                guard let end = Self.index(of: [13, 10], in: buffer) else { return .needMore }
                let isEmpty = end == 0
                buffer.removeFirst(end + 2)
                if isEmpty { return .done(status: status, body: body) }
                continue
            }
            if let left = chunkLeft {
                guard buffer.count >= left + 2 else {
                    return buffer.count > left ? .needMore : takeChunkPart(left)
                }
                body.append(contentsOf: buffer.prefix(left))
                buffer.removeFirst(left + 2)
                chunkLeft = nil
                continue
            }
            guard let end = Self.index(of: [13, 10], in: buffer) else {
                return buffer.count > 1_024
                    ? .failed(broken("a chunk size is malformed")) : .needMore
            }
            let line = String(decoding: buffer[..<end], as: UTF8.self)
            let digits = line.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(digits.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0
            else { return .failed(broken("a chunk size is not a hexadecimal number")) }
            buffer.removeFirst(end + 2)
            guard body.count + size <= limit.maximumBytes else {
                return .failed(.responseTooLarge(limit))
            }
            if size == 0 { chunksDone = true } else { chunkLeft = size }
        }
    }

    /// Takes the part of the current chunk that has arrived, keeping memory flat.
    private mutating func takeChunkPart(_ left: Int) -> Outcome {
        body.append(contentsOf: buffer)
        chunkLeft = left - buffer.count
        buffer.removeAll()
        return .needMore
    }

    private func broken(_ reason: String) -> PixelsError {
        .network("the server at \(url) broke HTTP: \(reason)")
    }

    /// Where `pattern` first occurs in `bytes`, if it does.
    private static func index(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { start in
            pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
        }
    }
}
