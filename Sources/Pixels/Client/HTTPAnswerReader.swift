import Foundation
import WorkbookKit

/// Assembles the answer to one HTTP/1.1 request from the pieces a socket
/// gives, keeping at most a `ResponseLimit` of body.
///
/// Feed it each chunk as it arrives. It reads the status line and headers
/// (at most 64 KiB and `maximumHeaderLines` lines; up to
/// `maximumInterimAnswers` interim `1xx` answers are skipped), then the body
/// as the headers frame it: exactly `Content-Length` bytes (refused at once
/// if that is over the limit), `chunked` pieces (then at most
/// `maximumHeaderLines` trailer lines, 64 KiB in all), or everything until
/// the server closes. The moment the body would pass the limit it fails with
/// `PixelsError.responseTooLarge`, so the caller can hang up without reading
/// another byte. Every number the server sends is checked before it is
/// used: a length or chunk size that is not plain digits, or does not fit
/// in an `Int`, is a one-line error, never an overflow.
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

    /// The largest head accepted, and the most bytes of trailers: 64 KiB.
    static let maximumHeadBytes = 65_536
    /// The most interim (`1xx`) answers skipped before the real one: 8.
    static let maximumInterimAnswers = 8
    /// The most header lines in one head, and the most trailer lines: 100.
    static let maximumHeaderLines = 100
    /// The longest chunk-size line: 1 KiB.
    static let maximumChunkSizeLine = 1_024

    let limit: ResponseLimit
    let url: String
    /// Whether a body follows the head (not for `HEAD` requests).
    let expectsBody: Bool
    private var buffer: [UInt8] = []
    /// How much of `buffer` has been searched for the end of the head.
    private var searched = 0
    private var interimAnswers = 0
    private var head: (status: Int, framing: HTTPAnswerHead.Framing)?
    private var body = Data()
    /// Bytes still to come of the current chunk (`chunked` only).
    private var chunkLeft: Int?
    /// The trailer lines and bytes so far, once the last chunk has come.
    private var trailers: (lines: Int, bytes: Int)?

    init(limit: ResponseLimit, url: String, expectsBody: Bool = true) {
        self.limit = limit
        self.url = url
        self.expectsBody = expectsBody
    }

    /// Adds `chunk` and says whether the whole answer is here.
    mutating func feed(_ chunk: [UInt8]) -> Outcome {
        buffer += chunk
        if head == nil {
            if let failure = readHead() { return failure }
            if head == nil { return .needMore }
        }
        return readBody()
    }

    /// What the bytes so far amount to when the server has closed its end.
    func ended() -> Outcome {
        guard let head else { return .failed(broken(.closedBeforeAnswering)) }
        if case .untilClose = head.framing { return .done(status: head.status, body: body) }
        return .failed(broken(.closedBeforeWholeAnswer))
    }

    /// Parses heads as their blank lines arrive, skipping interim answers;
    /// a failure, or nil (with `head` set once the final head is in).
    private mutating func readHead() -> Outcome? {
        while head == nil {
            guard let end = Self.index(of: [13, 10, 13, 10], in: buffer, from: searched) else {
                searched = max(0, buffer.count - 3)
                return buffer.count > Self.maximumHeadBytes
                    ? .failed(broken(.headTooLarge)) : nil
            }
            guard end <= Self.maximumHeadBytes else {
                return .failed(broken(.headTooLarge))
            }
            let parsed = HTTPAnswerHead.parse(
                buffer[..<end], maximumLines: Self.maximumHeaderLines)
            buffer.removeFirst(end + 4)
            searched = 0
            switch parsed {
            case .failure(let reason):
                return .failed(broken(reason.violation))
            case .success(let answer) where answer.isInterim:
                interimAnswers += 1
                guard interimAnswers <= Self.maximumInterimAnswers else {
                    let cap = Self.maximumInterimAnswers
                    return .failed(broken(.tooManyInterimAnswers(cap)))
                }
            case .success(let answer):
                switch answer.framing(expectingBody: expectsBody) {
                case .failure(let reason):
                    return .failed(broken(reason.violation))
                case .success(.length(let length)) where length > limit.maximumBytes:
                    return .failed(.responseTooLarge(limit))
                case .success(let framing):
                    head = (answer.status, framing)
                }
            }
        }
        return nil
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
            guard buffer.count <= limit.maximumBytes - body.count else {
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
            if trailers != nil {
                if let outcome = readTrailer(status: status) { return outcome }
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
            guard let end = Self.index(of: [13, 10], in: buffer),
                end <= Self.maximumChunkSizeLine
            else {
                return buffer.count > Self.maximumChunkSizeLine
                    ? .failed(broken(.malformedChunkSize)) : .needMore
            }
            let line = buffer[..<end].split(separator: UInt8(ascii: ";"), maxSplits: 1)
            guard let size = HTTPAnswerHead.hexadecimal(line.first ?? []) else {
                return .failed(broken(.chunkSizeNotHexadecimal))
            }
            buffer.removeFirst(end + 2)
            // body.count never passes the limit, so this cannot overflow.
            guard size <= limit.maximumBytes - body.count else {
                return .failed(.responseTooLarge(limit))
            }
            if size == 0 { trailers = (0, 0) } else { chunkLeft = size }
        }
    }

    /// Reads one trailer line; the outcome once the answer is done or
    /// broken, nil to read on.
    private mutating func readTrailer(status: Int) -> Outcome? {
        guard var seen = trailers else { return nil }
        guard let end = Self.index(of: [13, 10], in: buffer) else {
            return seen.bytes + buffer.count > Self.maximumHeadBytes
                ? .failed(broken(.trailersTooLarge)) : .needMore
        }
        if end == 0 { return .done(status: status, body: body) }
        seen.lines += 1
        seen.bytes += end + 2
        guard seen.lines <= Self.maximumHeaderLines else {
            return .failed(broken(.tooManyTrailerLines(Self.maximumHeaderLines)))
        }
        guard seen.bytes <= Self.maximumHeadBytes else {
            return .failed(broken(.trailersTooLarge))
        }
        buffer.removeFirst(end + 2)
        trailers = seen
        return nil
    }

    /// Takes the part of the current chunk that has arrived, keeping memory flat.
    private mutating func takeChunkPart(_ left: Int) -> Outcome {
        body.append(contentsOf: buffer)
        chunkLeft = left - buffer.count
        buffer.removeAll()
        return .needMore
    }

    private func broken(_ violation: HTTPViolation) -> PixelsError {
        let reason = violation.text
        return .network(
            Bilingual(
                en: "the server at \(url) broke HTTP: \(reason.en)",
                zh: "\(url) 处的服务器违反了 HTTP：\(reason.zh)"))
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`, if it does.
    private static func index(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0)
        -> Int?
    {
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else {
            return nil
        }
        var index = start
        search: while index <= bytes.count - pattern.count {
            for offset in pattern.indices where bytes[index + offset] != pattern[offset] {
                index += 1
                continue search
            }
            return index
        }
        return nil
    }
}
