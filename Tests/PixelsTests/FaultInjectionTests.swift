import Foundation
import Pixels
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Fault injection: latency and failures per route")
struct FaultInjectionTests {
    @Test("route patterns match a method and path segments, with wildcards")
    func patterns() {
        let details: RoutePattern = "GET /v1/photos/{id}"
        #expect(details.matches(method: "GET", path: "/v1/photos/1001"))
        #expect(details.matches(method: "get", path: "/v1/photos/1001?x=1"))
        #expect(!details.matches(method: "POST", path: "/v1/photos/1001"))
        #expect(!details.matches(method: "GET", path: "/v1/photos"))
        #expect(!details.matches(method: "GET", path: "/v1/photos/1001/vote"))
        let anyImage: RoutePattern = "/images/*"
        #expect(anyImage.method == nil)
        #expect(anyImage.matches(method: "POST", path: "/images/1001-3.ppm"))
        let listing: RoutePattern = "* /v1/photos"
        #expect(listing.matches(method: "GET", path: "/v1/photos?feature=popular"))
        #expect(!RoutePattern("").matches(method: "GET", path: "/v1"))
        #expect(RoutePattern("").matches(method: "GET", path: "/"))
    }

    @Test("a plan lists the faults for a request in the order they were added")
    func plan() {
        let plan: FaultPlan = ["GET /v1/photos/{id}": .delay(.milliseconds(5))]
        let more = plan.injecting(.status(503), into: "/v1/photos/1002")
        #expect(
            more.faults(method: "GET", path: "/v1/photos/1002") == [
                .delay(.milliseconds(5)), .status(503),
            ])
        #expect(more.faults(method: "GET", path: "/v1/photos/1001") == [.delay(.milliseconds(5))])
        #expect(more.faults(method: "GET", path: "/v1/photos") == [])
        #expect(FaultPlan().rules.isEmpty)
    }

    @Test("an injected delay holds the answer back at least that long, then answers normally")
    func delay() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos/{id}": .delay(.milliseconds(300))]
        )
        let clock = ContinuousClock()
        let start = clock.now
        let reply = try await HTTP.get("/v1/photos/1001", from: server)
        #expect(clock.now - start >= .milliseconds(300))
        #expect(reply.status == 200)
        #expect((try reply.json()["photo"] as? [String: Any])?["id"] as? Int == 1001)
    }

    @Test("an injected status replaces the answer with an error body", arguments: [500, 503, 404])
    func status(code: Int) async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos": .status(code)])
        let reply = try await HTTP.get("/v1/photos?feature=popular", from: server)
        #expect(reply.status == code)
        #expect(try reply.json()["status"] as? Int == code)
        #expect(try await HTTP.get("/v1/photos/1001", from: server).status == 200)
    }

    @Test("a malformed JSON body cannot be decoded by the app")
    func malformedJSON() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos": .malformedBody])
        let reply = try await HTTP.get("/v1/photos", from: server)
        #expect(reply.status == 200)
        let error = #expect(throws: PixelsError.self) {
            try PhotoDecoder.listing(from: reply.body, relativeTo: server.baseURL)
        }
        #expect(error?.description == "malformed JSON: the data is not valid JSON")
    }

    @Test("a malformed image body is not a PPM")
    func malformedImage() async throws {
        let server = try Fixtures.server(faults: ["GET /images/{file}": .malformedBody])
        let reply = try await HTTP.get("/images/1001-3.ppm", from: server)
        #expect(reply.status == 200)
        let error = #expect(throws: PixelsError.self) { try PPM.decode(reply.body) }
        #expect(error?.description == "not a binary PPM image: its width is not a number")
    }

    @Test("a truncated image arrives whole as far as HTTP goes, and fails to decode")
    func truncatedImage() async throws {
        let server = try Fixtures.server(faults: [
            "GET /images/1003-3.ppm": .truncatedBody(keepingBytes: 100)
        ])
        let reply = try await HTTP.get("/images/1003-3.ppm", from: server)
        #expect(reply.status == 200)
        #expect(reply.body.count == 100)
        #expect(throws: PixelsError.truncatedImage(expectedBytes: 3072, actualBytes: 87)) {
            try PPM.decode(reply.body)
        }
        let untouched = try await HTTP.get("/images/1004-3.ppm", from: server)
        #expect(try PPM.decode(untouched.body).width == 32)
    }

    @Test("a dropped connection reaches the client as a network error")
    func dropConnection() async throws {
        let server = try Fixtures.server(faults: ["POST /v1/users/login": .dropConnection])
        await #expect(throws: URLError.self) {
            try await HTTP.post(
                "/v1/users/login", to: server, body: #"{"username":"demo","password":"demo"}"#)
        }
        #expect(server.requests == ["POST /v1/users/login"])
    }

    @Test("the fault plan can be changed while the server runs")
    func changeAtRuntime() async throws {
        let server = try Fixtures.server()
        #expect(try await HTTP.get("/v1/photos/1001", from: server).status == 200)
        server.faults = ["GET /v1/photos/{id}": .status(500)]
        #expect(try await HTTP.get("/v1/photos/1001", from: server).status == 500)
        server.faults = FaultPlan()
        #expect(try await HTTP.get("/v1/photos/1001", from: server).status == 200)
    }

    @Test("stopping the server cuts an injected delay short")
    func stopDuringDelay() throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos": .delay(.seconds(30))])
        let connection = try RawHTTP.Connection(port: server.port)
        defer { connection.close() }
        connection.write("GET /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n")
        usleep(100_000)
        server.stop()
        #expect(connection.readAll().isEmpty)
    }
}
