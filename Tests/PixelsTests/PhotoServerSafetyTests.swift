import Foundation
import Pixels
import Testing

@Suite("Photo server safety: traversal, malformed requests and limits")
struct PhotoServerSafetyTests {
    /// Request targets that try to escape the fixtures, and the status each must get.
    static let traversals: [(target: String, status: Int)] = [
        ("/images/../v1/popular.json", 400),
        ("/images/../../../../etc/passwd", 400),
        ("/images/%2e%2e/%2e%2e/etc/passwd", 400),
        ("/images/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", 400),
        ("/images/..%2fATTRIBUTION.md", 400),
        ("/images/%2Fetc%2Fpasswd", 400),
        ("/images//etc/passwd", 400),
        ("//etc/passwd", 400),
        ("/images/..%5c..%5cetc%5cpasswd", 400),
        ("/images/.", 400),
        ("/images/1001-3.ppm%00.json", 400),
        ("/images/%zz", 400),
        ("/images/%252e%252e%252fpasswd", 404),
        ("/images/.hidden.ppm", 404),
        ("/etc/passwd", 404),
        ("http://127.0.0.1/etc/passwd", 400),
        ("etc/passwd", 400),
        ("*", 400),
    ]

    @Test("no request target reaches a file outside the fixtures", arguments: traversals)
    func traversal(target: String, status: Int) throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(
            "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: response) == status)
        let body = RawHTTP.body(of: response)
        #expect(body.hasPrefix("{\"error\""))
        #expect(!body.contains("root:"))
    }

    @Test(
        "malformed requests get 400 (or the status that names the problem)",
        arguments: [
            ("GARBAGE\r\n\r\n", 400),
            ("GET /v1/photos\r\n\r\n", 400),
            ("GET  /v1/photos HTTP/1.1\r\n\r\n", 400),
            ("get /v1/photos HTTP/1.1\r\n\r\n", 400),
            ("GET /v1/photos HTTP/2.0\r\n\r\n", 505),
            ("GET /v1/photos HTTP/1.1\r\nNo colon here\r\n\r\n", 400),
            ("GET /v1/photos HTTP/1.1\r\n: empty name\r\n\r\n", 400),
            ("POST /v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: lots\r\n\r\n", 400),
            ("POST /v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: -4\r\n\r\n", 400),
            ("POST /v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n", 413),
            ("POST /v1/users/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
            ("GET /v1/photos?x=%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("\u{1}\u{2}\u{3}\r\n\r\n", 400),
        ])
    func malformed(request: String, status: Int) throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(request, port: server.port)
        #expect(RawHTTP.status(of: response) == status)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.hasPrefix("rejected: ") == true)
    }

    @Test("a request head larger than 16 KiB gets 431")
    func hugeHead() throws {
        let server = try Fixtures.server()
        let filler = String(repeating: "a", count: 20_000)
        let response = try RawHTTP.exchange(
            "GET /v1/photos HTTP/1.1\r\nHost: x\r\nX-Filler: \(filler)\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: response) == 431)
    }

    @Test("a request that arrives in several pieces is served as one")
    func piecewise() throws {
        let server = try Fixtures.server()
        let connection = try RawHTTP.Connection(port: server.port)
        defer { connection.close() }
        let body = #"{"username":"demo","password":"demo"}"#
        for piece in [
            "PO", "ST /v1/users/lo", "gin HTTP/1.1\r",
            "\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n",
            "\r", "\n", String(body.prefix(10)), String(body.dropFirst(10)),
        ] {
            connection.write(piece)
            usleep(5_000)
        }
        let response = connection.readAll()
        #expect(RawHTTP.status(of: response) == 200)
        #expect(RawHTTP.body(of: response).contains("\"token\""))
    }

    @Test("a client that hangs up mid-request is forgotten, and the server keeps serving")
    func hangUp() async throws {
        let server = try Fixtures.server()
        let connection = try RawHTTP.Connection(port: server.port)
        connection.write("GET /v1/photos HTTP/1.1\r\nHost:")
        connection.close()
        let empty = try RawHTTP.Connection(port: server.port)
        empty.close()
        #expect(try await HTTP.get("/v1/photos/1005", from: server).status == 200)
    }

    @Test("responses close the connection and carry an exact Content-Length")
    func framing() throws {
        let server = try Fixtures.server()
        let response = try RawHTTP.exchange(
            "GET /images/1001-3.ppm HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        let text = String(decoding: response.prefix(200), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("Connection: close\r\n"))
        #expect(text.contains("Content-Length: 3085\r\n"))
        #expect(response.suffix(3085) == (try Fixtures.file("images/1001-3.ppm")))
    }
}
