import Foundation
import Pixels
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What happens to the process around the server: running out of
/// descriptors, and clients (or readers of its output) that hang up. Each
/// test runs in a child process (an exit test), so the limits and signal
/// dispositions it changes cannot disturb the test runner.
@Suite("Photo server resilience: out of descriptors, and SIGPIPE left alone")
struct PhotoServerResilienceTests {
    @Test("when accept fails for want of descriptors, the server backs off and keeps accepting")
    func outOfDescriptors() async {
        await #expect(processExitsWith: .success) {
            var limits = ServerLimits()
            limits.acceptBackoff = .milliseconds(5)
            limits.maximumAcceptBackoff = .milliseconds(50)
            let server = try! PhotoServer.start(fixtures: Fixtures.store(), limits: limits)
            // Few descriptors to fill: the limit just above those open now.
            var fillers = ExhaustedDescriptors(headroom: 32)
            fillers.releaseOne()  // for the client's socket, so the server's accept gets none
            guard let client = try? RawHTTP.Connection(port: server.port) else { exit(2) }
            client.write("GET /v1/photos/1001 HTTP/1.1\r\nHost: x\r\n\r\n")
            let deadline = ContinuousClock.now + .seconds(20)
            while !server.requests.contains(where: { $0.hasPrefix("accept failed: ") }) {
                guard ContinuousClock.now < deadline else { exit(3) }
                usleep(2_000)
            }
            fillers.releaseAll()
            let answer = client.readAll()
            guard RawHTTP.status(of: answer) == 200 else { exit(4) }
            // And the server goes on serving new clients.
            let again = try? RawHTTP.exchange(
                "GET /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
            exit(again.flatMap(RawHTTP.status) == 200 ? 0 : 5)
        }
    }

    @Test("starting the server leaves SIGPIPE's default action alone, for the whole process")
    func brokenPipesStillEndTheProcess() async {
        await #expect(processExitsWith: .success) {
            TestPlatform.restoreDefaultBrokenPipeAction()
            let server = try! PhotoServer.start(fixtures: Fixtures.store())
            _ = try? RawHTTP.exchange(
                "GET /v1/photos HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
            exit(TestPlatform.ignoresBrokenPipes() ? 1 : 0)
        }
    }

    @Test("a client that hangs up before its answer does not end the server with SIGPIPE")
    func clientHangsUp() async throws {
        let server = try Fixtures.server(faults: ["GET /images/{file}": .delay(.milliseconds(50))])
        for _ in 0..<5 {
            let connection = try RawHTTP.Connection(port: server.port)
            connection.write("GET /images/1005-4.ppm HTTP/1.1\r\nHost: x\r\n\r\n")
            connection.close()
        }
        #expect(try await HTTP.get("/v1/photos/1005", from: server).status == 200)
    }
}

/// Every descriptor the process may open, taken up by copies of standard
/// input, after lowering the soft limit to leave `headroom` free.
private struct ExhaustedDescriptors {
    private var fillers: [Int32] = []

    init(headroom: Int) {
        var highest: Int32 = 0
        for descriptor in 0..<Int32(4096) where fcntl(descriptor, F_GETFD) >= 0 {
            highest = descriptor
        }
        TestPlatform.setOpenFileLimit(soft: UInt64(highest) + UInt64(headroom))
        while true {
            let copy = dup(STDIN_FILENO)
            guard copy >= 0 else { break }
            fillers.append(copy)
        }
    }

    /// Frees one descriptor.
    mutating func releaseOne() {
        if let last = fillers.popLast() { close(last) }
    }

    /// Frees them all.
    mutating func releaseAll() {
        for filler in fillers { close(filler) }
        fillers = []
    }
}
