import Foundation
import Testing

@testable import Pixels

@Suite("HTTPAnswerReader: an HTTP answer from pieces, never past its limit")
struct HTTPAnswerReaderTests {
    let url = "http://127.0.0.1:1/x"

    func reader(_ limit: Int = 1_024, head: Bool = false) -> HTTPAnswerReader {
        HTTPAnswerReader(
            limit: ResponseLimit(maximumBytes: limit, subject: "the test"), url: url,
            expectsBody: !head)
    }

    func feed(_ pieces: [String], into reader: inout HTTPAnswerReader) -> [HTTPAnswerReader.Outcome]
    {
        pieces.map { reader.feed(Array($0.utf8)) }
    }

    @Test("a Content-Length body in pieces is done when the last byte comes")
    func contentLength() {
        var answer = reader()
        let outcomes = feed(
            ["HTTP/1.1 200 OK\r\nContent-Le", "ngth: 5\r\n\r\nhe", "llo"], into: &answer)
        #expect(outcomes == [.needMore, .needMore, .done(status: 200, body: Data("hello".utf8))])
    }

    @Test("chunked pieces, with extensions and trailers, join into the body")
    func chunked() {
        var answer = reader()
        let outcomes = feed(
            [
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;x=y\r\nWi",
                "ki\r\n5\r\npedia\r\n0\r\nX-Trailer: 1\r\n", "\r\n",
            ], into: &answer)
        #expect(outcomes.last == .done(status: 200, body: Data("Wikipedia".utf8)))
    }

    @Test("a chunk that would pass the limit fails at its size line, before its bytes")
    func chunkOverLimit() {
        var answer = reader(8)
        let outcome = answer.feed(
            Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n5\r\n".utf8))
        #expect(
            outcome
                == .failed(.responseTooLarge(ResponseLimit(maximumBytes: 8, subject: "the test"))))
    }

    @Test("a Content-Length over the limit fails before any body is read")
    func announcedOverLimit() {
        var answer = reader(8)
        #expect(
            answer.feed(Array("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n".utf8))
                == .failed(.responseTooLarge(ResponseLimit(maximumBytes: 8, subject: "the test"))))
    }

    @Test("without a length the body runs until the server closes, within the limit")
    func untilClose() {
        var answer = reader(8)
        #expect(answer.feed(Array("HTTP/1.0 200 OK\r\n\r\nabc".utf8)) == .needMore)
        #expect(answer.ended() == .done(status: 200, body: Data("abc".utf8)))
        #expect(
            answer.feed(Array("defghi".utf8))
                == .failed(.responseTooLarge(ResponseLimit(maximumBytes: 8, subject: "the test"))))
    }

    @Test("interim 1xx answers are skipped; a HEAD answer has no body")
    func interimAndHead() {
        var answer = reader()
        #expect(
            answer.feed(Array("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n".utf8))
                == .done(status: 204, body: Data()))
        var head = reader(head: true)
        #expect(
            head.feed(Array("HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n".utf8))
                == .done(status: 200, body: Data()))
    }

    @Test(
        "what is not HTTP, or ends early, is a one-line network error",
        arguments: [
            ("SSH-2.0-OpenSSH\r\n\r\n", "its answer does not start with an HTTP/1.x status line"),
            (
                "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
                "its Content-Length is not one number"
            ),
            (
                "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nab",
                "it closed the connection before the whole answer"
            ),
            ("HTTP/1.1 200", "it closed the connection before answering"),
        ])
    func broken(text: String, reason: String) throws {
        var answer = reader()
        var outcome = answer.feed(Array(text.utf8))
        if outcome == .needMore { outcome = answer.ended() }
        #expect(outcome.failureLine == "network error: the server at \(url) broke HTTP: \(reason)")
        let chinese = try #require(outcome.chineseFailureLine)
        #expect(chinese.hasPrefix("网络错误：\(url) 处的服务器违反了 HTTP："))
        #expect(englishWords(in: chinese).isEmpty, "\(chinese)")
    }
}
