import Foundation

/// The status line and header fields of one HTTP answer, and how its body
/// is framed, read from the bytes before the blank line.
///
/// Numbers are read strictly: a status is three digits, a `Content-Length`
/// plain decimal digits and a chunk size plain hexadecimal digits, each
/// small enough for an `Int`; anything else (a sign, `0x`, an exponent, a
/// number that does not fit) is refused, so no arithmetic ever sees it.
///
/// ```swift
/// let head = try HTTPAnswerHead.parse(Array("HTTP/1.1 200 OK\r\nContent-Length: 5".utf8)[...],
///                                     maximumLines: 100).get()
/// print(head.status, try head.framing(expectingBody: true).get())   // prints 200 length(5)
/// ```
///
/// Book: none; `NSHTTPURLResponse` held the parsed head
struct HTTPAnswerHead: Sendable {
    /// How the body's end is known.
    enum Framing: Sendable, Equatable {
        /// Exactly this many bytes.
        case length(Int)
        /// `Transfer-Encoding: chunked` pieces.
        case chunked
        /// Everything until the server closes.
        case untilClose
    }

    /// Why a head cannot be used.
    struct Failure: Error, Equatable {
        let violation: HTTPViolation
    }

    /// The status code, 100 to 999.
    let status: Int
    /// The header fields by lowercased name, each with every value given.
    let fields: [String: [String]]

    /// Whether this is an interim answer (`1xx`), followed by another head.
    var isInterim: Bool { (100..<200).contains(status) }

    /// Parses a head (without its blank line) of at most `maximumLines` header lines.
    static func parse(_ bytes: ArraySlice<UInt8>, maximumLines: Int)
        -> Result<HTTPAnswerHead, Failure>
    {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        guard lines.count - 1 <= maximumLines else {
            return .failure(Failure(violation: .tooManyHeaderLines(maximumLines)))
        }
        let parts = lines[0].split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].utf8.count == 3,
            let status = decimal(parts[1].utf8), (100...999).contains(status)
        else {
            return .failure(Failure(violation: .noStatusLine))
        }
        var fields: [String: [String]] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[line[..<colon].lowercased(), default: []].append(value)
        }
        return .success(HTTPAnswerHead(status: status, fields: fields))
    }

    /// How the body that follows is framed: none for `HEAD` (`expectingBody`
    /// false), 204 and 304; else chunked, `Content-Length`, or until close.
    func framing(expectingBody: Bool) -> Result<Framing, Failure> {
        if !expectingBody || status == 204 || status == 304 { return .success(.length(0)) }
        if fields["transfer-encoding"]?.last?.lowercased().hasSuffix("chunked") == true {
            return .success(.chunked)
        }
        guard let lengths = fields["content-length"] else { return .success(.untilClose) }
        let values = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = values.first.flatMap({ Self.decimal($0.utf8) }),
            values.allSatisfy({ Self.decimal($0.utf8) == first })
        else { return .failure(Failure(violation: .unclearContentLength)) }
        return .success(.length(first))
    }

    /// The value of plain decimal digits, or nil if there are none, anything
    /// else is there, or the value does not fit in an `Int`.
    static func decimal(_ digits: some Collection<UInt8>) -> Int? {
        number(digits, radix: 10)
    }

    /// The value of plain hexadecimal digits (spaces and tabs around them
    /// allowed, as around a chunk size), or nil as for `decimal`.
    static func hexadecimal(_ digits: some Collection<UInt8>) -> Int? {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let trimmed = Array(digits).drop(while: blank).reversed().drop(while: blank).reversed()
        return number(Array(trimmed), radix: 16)
    }

    /// Accumulates digits of `radix` (10 or 16) with every step checked.
    private static func number(_ digits: some Collection<UInt8>, radix: Int) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
                digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: radix)
            let (sum, carried) = shifted.addingReportingOverflow(digit)
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return value
    }
}
