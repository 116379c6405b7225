import Foundation
import Reactive
import Testing

@testable import Pixels

/// Every number a server sends (a chunk size, a length, a port in a URL) and
/// every count of lines it sends is checked before it is used: a bad one is
/// a one-line error for that request, never a trap or minutes of work.
@Suite("Numbers and counts from a hostile server: checked, capped, one-line errors")
struct HostileNumbersTests {
    let url = "http://127.0.0.1:1/x"
    let limit = ResponseLimit(maximumBytes: 1_024, subject: "the test")

    func reader() -> HTTPAnswerReader {
        HTTPAnswerReader(limit: limit, url: url)
    }

    /// The English line of an answer that broke HTTP for `reason`.
    func broken(_ reason: String) -> String {
        "network error: the server at \(url) broke HTTP: \(reason)"
    }

    /// The error line for one interim answer more than the cap.
    var tooManyInterimAnswers: String {
        broken("it sent more than \(HTTPAnswerReader.maximumInterimAnswers) interim (1xx) answers")
    }

    static let chunkedHead = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"

    @Test(
        "one byte of chunked body, then a chunk of 7fffffffffffffff bytes: too large, no overflow")
    func hugeChunkAfterAByte() {
        var answer = reader()
        let outcome = answer.feed(Array((Self.chunkedHead + "1\r\na\r\n7fffffffffffffff\r\n").utf8))
        #expect(outcome == .failed(.responseTooLarge(limit)))
    }

    @Test(
        "a chunk size that is not plain hexadecimal digits, or does not fit, is refused",
        arguments: ["-1", "+5", "0x5", " ", "10000000000000000", "ffffffffffffffffffffffff"])
    func badChunkSize(size: String) {
        var answer = reader()
        let outcome = answer.feed(Array((Self.chunkedHead + "\(size)\r\nabc\r\n").utf8))
        #expect(outcome.failureLine == broken("a chunk size is not a hexadecimal number"))
    }

    @Test(
        "a Content-Length that is not plain digits, or does not fit, is refused",
        arguments: ["-1", "+5", "99999999999999999999", "1e3", ""])
    func badContentLength(length: String) {
        var answer = reader()
        let outcome = answer.feed(
            Array("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n".utf8))
        #expect(outcome.failureLine == broken("its Content-Length is not one number"))
    }

    @Test("a Content-Length of Int.max is over the limit, refused before any body")
    func largestContentLength() {
        var answer = reader()
        let outcome = answer.feed(
            Array("HTTP/1.1 200 OK\r\nContent-Length: \(Int.max)\r\n\r\nabc".utf8))
        #expect(outcome == .failed(.responseTooLarge(limit)))
    }

    @Test("interim 1xx answers are skipped up to the cap; one more is an error")
    func interimCap() {
        let interim = String(
            repeating: "HTTP/1.1 100 Continue\r\n\r\n",
            count: HTTPAnswerReader.maximumInterimAnswers)
        let final = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
        var atCap = reader()
        #expect(
            atCap.feed(Array((interim + final).utf8)) == .done(status: 200, body: Data("ok".utf8)))
        var overCap = reader()
        let outcome = overCap.feed(
            Array((interim + "HTTP/1.1 102 Processing\r\n\r\n" + final).utf8))
        #expect(outcome.failureLine == tooManyInterimAnswers)
    }

    @Test("100,000 interim answers in one piece end at the cap, without reading them all")
    func manyInterimAnswers() {
        var answer = reader()
        let flood = String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 100_000)
        #expect(answer.feed(Array(flood.utf8)).failureLine == tooManyInterimAnswers)
    }

    @Test("a head with more header lines than the cap is refused")
    func headerLineCap() {
        let cap = HTTPAnswerReader.maximumHeaderLines
        let fields = (0..<cap).map { "X-\($0): 1\r\n" }.joined()
        var atCap = reader()
        #expect(
            atCap.feed(Array("HTTP/1.1 204 No Content\r\n\(fields)\r\n".utf8))
                == .done(status: 204, body: Data()))
        var overCap = reader()
        #expect(
            overCap.feed(Array("HTTP/1.1 204 No Content\r\n\(fields)X-More: 1\r\n\r\n".utf8))
                .failureLine
                == broken("its head has more than \(cap) header lines"))
    }

    @Test("trailers after the last chunk are capped in lines and in bytes")
    func trailerCaps() {
        let cap = HTTPAnswerReader.maximumHeaderLines
        let lastChunk = Self.chunkedHead + "2\r\nok\r\n0\r\n"
        let trailers = (0..<cap).map { "X-\($0): 1\r\n" }.joined()
        var atCap = reader()
        #expect(
            atCap.feed(Array((lastChunk + trailers + "\r\n").utf8))
                == .done(status: 200, body: Data("ok".utf8)))
        var manyLines = reader()
        let flood = String(repeating: "X: 1\r\n", count: 100_000)
        #expect(
            manyLines.feed(Array((lastChunk + flood).utf8)).failureLine
                == broken("its trailers have more than \(cap) lines"))
        var endless = reader()
        _ = endless.feed(Array(lastChunk.utf8))
        let outcome = endless.feed(
            Array(repeating: 0x41, count: HTTPAnswerReader.maximumHeadBytes + 1))
        #expect(outcome.failureLine == broken("its trailers are over 64 KiB"))
    }

    @Test("a chunk-size line longer than 1 KiB is refused even when it ends")
    func longChunkSizeLine() {
        var answer = reader()
        let line = "5;" + String(repeating: "x", count: 2_000)
        #expect(
            answer.feed(Array((Self.chunkedHead + line + "\r\nhello\r\n").utf8)).failureLine
                == broken("a chunk size is malformed"))
    }

    @Test(
        "over HTTP: a byte of chunked body, then 7fffffffffffffff, ends the listing with one error")
    func hugeChunkOverHTTP() async throws {
        let answer = Self.chunkedHead + "1\r\n{\r\n7fffffffffffffff\r\n"
        let server = try HostileServer { _, _ in .raw(Data(answer.utf8)) }
        defer { server.stop() }
        let importer = PhotoImporter(
            baseURL: server.url(), client: HTTPClient(timeout: .seconds(20)),
            scheduler: QueueScheduler(name: "numbers-delivery"))
        #expect(
            await Await.outcome(of: importer.importPhotos())
                == .failure(.responseTooLarge(.listing)))
    }

    @Test(
        "an image URL whose port is not 1 to 65535 fails its download in one line, sending nothing",
        arguments: [
            "http://127.0.0.1:99999/t.ppm", "http://[::1]:70000/t.ppm", "http://127.0.0.1:0/t.ppm",
            "http://127.0.0.1:99999999999999999999/t.ppm",
        ])
    func badPort(imageURL: String) async throws {
        let server = try HostileServer { _, _ in
            .answer(status: 500, contentType: "text/plain", body: Data())
        }
        defer { server.stop() }
        let importer = PhotoImporter(
            baseURL: server.url(), client: HTTPClient(timeout: .seconds(20)),
            scheduler: QueueScheduler(name: "numbers-delivery"))
        let photo = Photo(
            id: 7, name: "Seven", photographer: "P", rating: 1,
            thumbnailURL: try #require(URL(string: imageURL)))
        let outcome = await Await.outcome(of: importer.downloadThumbnail(for: photo))
        #expect(
            outcome.failureLine == "network error: the URL \(imageURL) has no port from 1 to 65535")
        #expect(outcome.error?.text.zh == "网络错误：URL \(imageURL) 没有 1 到 65535 之间的端口")
        #expect(server.requests.isEmpty)
    }

    @Test(
        "the port a URL connects to: written, or the scheme's; nil when out of range",
        arguments: [
            ("http://h/", 80), ("https://h/", 443), ("http://h:8080/x", 8080),
            ("http://[::1]:65535/", 65535), ("http://user:pw@h:81/", 81), ("http://h:/", 80),
            ("http://h:65536/", nil), ("http://[::1]:0/", nil), ("http://h:99999/", nil),
        ] as [(String, Int?)])
    func connectionPort(text: String, port: Int?) throws {
        let url = try #require(URL(string: text))
        #expect(url.connectionPort.map(Int.init) == port)
    }
}
