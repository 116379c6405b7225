import Foundation
import Pixels
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Clients that take their time, or never finish: each holds a socket and
/// nothing more, and each is cut off at the request deadline.
@Suite("Photo server against slow clients: deadlines, slowloris and bounded memory")
struct PhotoServerSlowClientTests {
    /// Limits with a request deadline of `deadline`.
    func limits(deadline: Duration) -> ServerLimits {
        var limits = ServerLimits()
        limits.requestDeadline = deadline
        return limits
    }

    @Test("a head trickled a byte at a time is cut off at the request deadline with 408")
    func trickledHead() throws {
        let server = try PhotoServer.start(
            fixtures: Fixtures.store(), limits: limits(deadline: .milliseconds(300)))
        let connection = try RawHTTP.Connection(port: server.port)
        defer { connection.close() }
        connection.write("GET /v1/photos HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        // A byte every 50 ms: never silent long enough for a per-read timeout.
        let giveUp = ContinuousClock.now + .seconds(15)
        while !connection.hasAnswer, ContinuousClock.now < giveUp {
            connection.write("a")
            usleep(50_000)
        }
        let answer = connection.readAll()
        #expect(RawHTTP.status(of: answer) == 408)
        #expect(RawHTTP.body(of: answer).contains("the whole request did not arrive within"))
        #expect(server.requests.last?.hasPrefix("rejected: the whole request did not") == true)
    }

    @Test("a body trickled after a complete head is cut off at the same deadline")
    func trickledBody() throws {
        let server = try PhotoServer.start(
            fixtures: Fixtures.store(), limits: limits(deadline: .milliseconds(300)))
        let connection = try RawHTTP.Connection(port: server.port)
        defer { connection.close() }
        connection.write(
            "POST /v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{")
        let giveUp = ContinuousClock.now + .seconds(15)
        while !connection.hasAnswer, ContinuousClock.now < giveUp {
            connection.write(" ")
            usleep(50_000)
        }
        #expect(RawHTTP.status(of: connection.readAll()) == 408)
    }

    @Test("a client that connects and says nothing is closed at the deadline")
    func silentClient() throws {
        let server = try PhotoServer.start(
            fixtures: Fixtures.store(), limits: limits(deadline: .milliseconds(200)))
        let connection = try RawHTTP.Connection(port: server.port, readTimeoutSeconds: 30)
        defer { connection.close() }
        #expect(RawHTTP.status(of: connection.readAll()) == 408)
    }

    @Test("300 slow clients trickling their heads do not keep a normal client from its answer")
    func slowloris() async throws {
        let needed: UInt64 = 2_048
        if TestPlatform.openFileLimit().soft < needed {
            TestPlatform.setOpenFileLimit(soft: needed)
        }
        guard TestPlatform.openFileLimit().soft >= needed else {
            try Test.cancel("300 slow clients need \(needed) open files; the hard limit is lower")
        }
        // Their deadline is long, so they are all still trickling while the
        // normal client asks, however long this task waits for a thread.
        let server = try PhotoServer.start(
            fixtures: Fixtures.store(), limits: limits(deadline: .seconds(600)))
        let slow = try SlowClients(count: 300, port: server.port, interval: .milliseconds(100))
        defer { slow.stop() }
        for id in [1001, 1002, 1003] {
            let reply = try await HTTP.get("/v1/photos/\(id)", from: server)
            #expect(reply.status == 200, "\(reply.text)")
        }
        #expect(
            slow.answered == 0,
            "a slow client was answered or dropped: \(slow.firstAnswer() ?? Data())")
    }

    @Test("beyond maximumConnections a new client gets 503 at once, and the others are served")
    func tooManyConnections() async throws {
        var limits = limits(deadline: .seconds(600))
        limits.maximumConnections = 3
        let server = try PhotoServer.start(fixtures: Fixtures.store(), limits: limits)
        let slow = try SlowClients(count: 3, port: server.port, interval: .milliseconds(100))
        defer { slow.stop() }
        let refused = try RawHTTP.exchange(
            "GET /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(RawHTTP.status(of: refused) == 503)
        slow.stop()
        try await waitForServer {
            try RawHTTP.exchange("GET /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        }
    }

    @Test("the request log keeps only the most recent requests, each line cut to its length")
    func boundedLog() throws {
        var limits = ServerLimits()
        limits.loggedRequests = 5
        limits.loggedLineLength = 40
        let server = try PhotoServer.start(fixtures: Fixtures.store(), limits: limits)
        let long = "/v1/photos?padding=" + String(repeating: "x", count: 10_000)
        for target in [
            long, long, "/v1/photos/1001", "/v1/photos/1002", long, "/v1/photos/1003", long,
            "/v1/photos/1004",
        ] {
            _ = try RawHTTP.exchange("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        }
        let requests = server.requests
        #expect(requests.count == 5)
        #expect(requests.allSatisfy { $0.count <= 40 })
        #expect(requests.first == "GET /v1/photos/1002")
        #expect(requests.last == "GET /v1/photos/1004")
        #expect(requests[1] == "GET /v1/photos?padding=" + String(repeating: "x", count: 16) + "…")
    }

    @Test("only the most recent login tokens stay valid; an older one must log in again")
    func boundedTokens() async throws {
        var limits = ServerLimits()
        limits.tokens = 2
        let server = try PhotoServer.start(fixtures: Fixtures.store(), limits: limits)
        var tokens: [String] = []
        for _ in 0..<3 {
            let reply = try await HTTP.post(
                "/v1/users/login", to: server, body: #"{"username":"demo","password":"demo"}"#)
            tokens.append(try #require(try reply.json()["token"] as? String))
        }
        func vote(_ token: String) async throws -> Int {
            try await HTTP.post(
                "/v1/photos/1001/vote", to: server, headers: ["Authorization": "Bearer \(token)"]
            ).status
        }
        #expect(try await vote(tokens[0]) == 401)
        #expect(try await vote(tokens[1]) == 200)
        #expect(try await vote(tokens[2]) == 200)
    }

    /// Retries `exchange` until it gives 200 (at most 10 s): the server frees a
    /// slot as soon as it sees a slow client go.
    private func waitForServer(_ exchange: () throws -> Data) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while RawHTTP.status(of: try exchange()) != 200 {
            guard ContinuousClock.now < deadline else {
                Issue.record("the server did not free the slow clients' slots")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
