import Foundation
import Pixels
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Photo server lifecycle and concurrency")
struct PhotoServerLifecycleTests {
    @Test("20 parallel clients each get their own correct answer")
    func parallelClients() async throws {
        let server = try Fixtures.server()
        let ids = Array(1001...1014) + Array(1001...1006)
        let names = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for id in ids {
                group.addTask {
                    let reply = try await HTTP.get("/v1/photos/\(id)", from: server)
                    let photo = try reply.json()["photo"] as? [String: Any]
                    return (id, photo?["name"] as? String)
                }
            }
            var names: [Int: String?] = [:]
            for try await (id, name) in group { names[id] = name }
            return names
        }
        #expect(names.count == 14)
        #expect(names[1002] == "Chelsea the Cat")
        #expect(names[1014] == "Cell Under the Microscope")
        #expect(server.requestCount(matching: "GET /v1/photos/{id}") == 20)
    }

    @Test("a client that stalls mid-request does not hold up the others")
    func stalledClient() async throws {
        let server = try Fixtures.server()
        let stalled = try RawHTTP.Connection(port: server.port)
        defer { stalled.close() }
        stalled.write("GET /v1/photos HTTP/1.1\r\nHost: slow")
        let reply = try await HTTP.get("/v1/photos/1001", from: server)
        #expect(reply.status == 200)
    }

    @Test("each server gets its own ephemeral port, or the port it is given")
    func ports() throws {
        let first = try Fixtures.server()
        let second = try Fixtures.server()
        #expect(first.port != 0 && second.port != 0 && first.port != second.port)
        #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
        let port = second.port
        second.stop()
        second.waitUntilStopped()
        let again = try PhotoServer.start(port: port, fixtures: Fixtures.store())
        #expect(again.port == port)
    }

    @Test("starting on a port already in use fails with a one-line error")
    func portInUse() throws {
        let server = try Fixtures.server()
        #expect {
            _ = try PhotoServer.start(port: server.port, fixtures: Fixtures.store())
        } throws: { error in
            let message = (error as? PixelsError)?.description ?? ""
            return message.hasPrefix("photo server failed: cannot listen on 127.0.0.1:")
                && !message.contains("\n")
        }
    }

    @Test("after stop the port refuses connections, and stopping twice is harmless")
    func stop() async throws {
        let server = try Fixtures.serverOnAPrivatePort()
        #expect(try await HTTP.get("/v1/photos", from: server).status == 200)
        server.stop()
        server.waitUntilStopped()
        server.stop()
        #expect(Fixtures.refusesSoon(port: server.port))
        await #expect(throws: URLError.self) { try await HTTP.get("/v1/photos", from: server) }
    }

    @Test("stop cuts a stalled connection short instead of waiting for it")
    func stopWithOpenConnection() throws {
        let server = try Fixtures.server()
        let stalled = try RawHTTP.Connection(port: server.port)
        defer { stalled.close() }
        stalled.write("GET /v1/photos HTTP/1.1\r\n")
        usleep(50_000)
        server.stop()
        server.waitUntilStopped()
        #expect(stalled.readAll().isEmpty)
    }

    @Test("a server its own process cannot reach (no loopback) fails to start at once, in one line")
    func unreachable() throws {
        var plan = FaultPlan()
        plan.unreachable = true
        let start = ContinuousClock.now
        do {
            let server = try PhotoServer.start(faults: plan)
            server.stop()
            Issue.record("the server started though its process cannot reach it")
        } catch {
            let line = error.description
            #expect(
                line.hasPrefix("photo server failed: this process cannot reach http://127.0.0.1:"))
            #expect(line.hasSuffix("(the connection was refused); is the loopback interface up?"))
            #expect(!line.contains("\n"))
        }
        // Refused at once: well within the deadline, not at some request's end.
        #expect(ContinuousClock.now - start < ServerLimits().reachDeadline)
    }
}
