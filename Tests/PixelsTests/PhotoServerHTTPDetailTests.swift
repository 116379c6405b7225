import Foundation
import Pixels
import Testing

/// The finer points of HTTP/1.1 that a real client, or a hostile one, relies on.
@Suite("Photo server HTTP details: HEAD, Authorization, Host, Content-Length, photo ids")
struct PhotoServerHTTPDetailTests {
    @Test("HEAD is answered like GET, with the same headers and no body")
    func head() throws {
        let server = try Fixtures.server()
        let get = try RawHTTP.exchange(
            "GET /images/1001-3.ppm HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        let head = try RawHTTP.exchange(
            "HEAD /images/1001-3.ppm HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: head) == 200)
        let headText = String(decoding: head, as: UTF8.self)
        #expect(headText.hasSuffix("\r\n\r\n"), "HEAD sent a body")
        #expect(headText.contains("Content-Length: 3085\r\n"))
        #expect(get.starts(with: head))
        let listing = try RawHTTP.exchange(
            "HEAD /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: listing) == 200)
        #expect(RawHTTP.body(of: listing).isEmpty)
    }

    @Test("a method a route does not take gets 405 naming the ones it does")
    func methodNotAllowed() throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(
            "DELETE /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: response) == 405)
        #expect(String(decoding: response, as: UTF8.self).contains("Allow: GET, HEAD\r\n"))
    }

    @Test(
        "the Authorization scheme is case-insensitive", arguments: ["Bearer", "bearer", "BEARER"])
    func bearerScheme(scheme: String) async throws {
        let server = try Fixtures.server()
        let login = try await HTTP.post(
            "/v1/users/login", to: server, body: #"{"username":"demo","password":"demo"}"#)
        let token = try #require(try login.json()["token"] as? String)
        let vote = try await HTTP.post(
            "/v1/photos/1002/vote", to: server, headers: ["Authorization": "\(scheme) \(token)"])
        #expect(vote.status == 200)
        let other = try await HTTP.post(
            "/v1/photos/1002/vote", to: server, headers: ["Authorization": "Basic \(token)"])
        #expect(other.status == 401)
    }

    @Test(
        "an HTTP/1.1 request needs exactly one Host header; HTTP/1.0 may leave it out",
        arguments: [
            ("GET /v1/photos HTTP/1.1\r\n\r\n", 400),
            ("GET /v1/photos HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
            ("GET /v1/photos HTTP/1.1\r\nhost: a\r\n\r\n", 200),
            ("GET /v1/photos HTTP/1.0\r\n\r\n", 200),
        ])
    func host(request: String, status: Int) throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(request, port: server.port)
        #expect(RawHTTP.status(of: response) == status)
        if status == 400 { #expect(RawHTTP.body(of: response).contains("Host")) }
    }

    @Test(
        "conflicting or malformed Content-Length headers get 400; agreeing copies are fine",
        arguments: [
            ("Content-Length: 37\r\nContent-Length: 5\r\n", 400),
            ("Content-Length: 37, 5\r\n", 400),
            ("Content-Length: +37\r\n", 400),
            ("Content-Length: 37\r\nContent-Length: 37\r\n", 200),
        ])
    func contentLength(fields: String, status: Int) throws {
        let server = try Fixtures.server()
        let body = #"{"username":"demo","password":"demo"}"#
        let response = try RawHTTP.exchange(
            "POST /v1/users/login HTTP/1.1\r\nHost: x\r\n\(fields)\r\n\(body)", port: server.port)
        #expect(RawHTTP.status(of: response) == status)
    }

    @Test(
        "a photo id is plain digits: other spellings of 1001 are no photo",
        arguments: ["+1001", "01001", "%31%30%30%31", "1001.0", " 1001", "1e3"])
    func photoIDs(id: String) throws {
        let server = try Fixtures.server()
        let target = "/v1/photos/" + id.replacingOccurrences(of: " ", with: "%20")
        let response = try RawHTTP.exchange(
            "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: response) == 404)
        let plain = try RawHTTP.exchange(
            "GET /v1/photos/1001 HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: plain) == 200)
    }

    @Test("/v1/photos/ (a trailing slash) is 404, and the message names the route it missed")
    func trailingSlash() throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(
            "GET /v1/photos/ HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: response) == 404)
        #expect(
            RawHTTP.body(of: response).contains(
                "no route for /v1/photos/; without the trailing slash, /v1/photos is one"))
        let nowhere = try RawHTTP.exchange(
            "GET /v2/ HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.body(of: nowhere).contains("\"no route for /v2/\""))
    }
}
