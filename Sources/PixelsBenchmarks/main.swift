// `swift run -c release PixelsBenchmarks [--quick] [--help]`
//
// The photo API under load, in one run: requests per second from plain
// clients, then the same while 300 slow clients trickle their request heads
// (a slowloris attack), and the memory the server holds after 10,000 long
// requests. Client and server share this process, over loopback.
import Foundation
import Pixels

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run -c release PixelsBenchmarks [--quick]

        Measures the bundled photo API: requests per second with and without
        300 slow clients, the slowest answer meanwhile, and resident memory after
        10,000 requests with 16 KB targets. --quick uses shorter runs and fewer
        requests, for a smoke test; its figures are not comparable.
        """)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--quick" }) {
    FileHandle.standardError.write(
        Data("PixelsBenchmarks: unknown option \(unknown) (try --help)\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
let window: Duration = quick ? .milliseconds(300) : .seconds(3)
let clients = 4
let longRequests = quick ? 1_000 : 10_000
Platform.allowOpenFiles(4_096)

do {
    // Slow clients keep trickling for the whole run: their deadline is long.
    var limits = ServerLimits()
    limits.requestDeadline = .seconds(600)
    let server = try PhotoServer.start(limits: limits)
    _ = LoadClient.send(200, of: "/v1/photos/1001", port: server.port, clients: clients)
    let plain = LoadClient.load("/v1/photos/1001", port: server.port, clients: clients, for: window)
    let attack = Slowloris(count: 300, port: server.port, interval: .milliseconds(100))
    let attacked = LoadClient.load(
        "/v1/photos/1001", port: server.port, clients: clients, for: window)
    attack.stop()
    server.stop()
    server.waitUntilStopped()

    // Memory: long request lines, each just under the 16 KiB head limit.
    let memoryServer = try PhotoServer.start()
    let long = "/v1/photos?padding=" + String(repeating: "x", count: 16_000)
    _ = LoadClient.send(200, of: long, port: memoryServer.port, clients: clients)
    let before = Platform.residentBytes()
    let sent = LoadClient.send(longRequests, of: long, port: memoryServer.port, clients: clients)
    let after = Platform.residentBytes()
    let logged = memoryServer.requests.count
    memoryServer.stop()

    let seconds = Double(window.components.seconds) + Double(window.components.attoseconds) / 1e18
    func rate(_ served: Int) -> String { String(format: "%8.0f", Double(served) / seconds) }
    func milliseconds(_ duration: Duration) -> String {
        String(
            format: "%6.0f ms",
            Double(duration.components.seconds) * 1000
                + Double(duration.components.attoseconds) / 1e15)
    }
    #if DEBUG
        let meaningful = false
    #else
        let meaningful = !quick
    #endif
    if !meaningful {
        print(
            "These figures are not meaningful (a debug build or --quick); the answers are checked.")
        print("For real figures: swift run -c release PixelsBenchmarks")
    }
    print("The photo API, \(clients) clients over loopback, \(window) each:")
    print("  requests per second, plain:              \(rate(plain.served))")
    print(
        "  requests per second, \(attack.count) slow clients:   \(rate(attacked.served))  "
            + String(
                format: "(%.2f× the plain rate)",
                Double(attacked.served) / Double(max(1, plain.served))))
    print(
        "  slowest answer, plain / slow clients:    \(milliseconds(plain.slowest)) / \(milliseconds(attacked.slowest))"
    )
    print("After \(longRequests) requests with 16 KB targets:")
    print(
        String(
            format: "  resident memory grew by                  %6.1f MiB (%.0f bytes a request)",
            Double(after - before) / 1_048_576, Double(after - before) / Double(longRequests)))
    print("  request lines the server keeps:          \(logged)")
    let failed = plain.failed + attacked.failed + sent.failed
    guard failed == 0, plain.served > 0, attacked.served > 0, sent.served == longRequests else {
        print("FAILED: \(failed) requests were not answered with 200")
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("PixelsBenchmarks: \(error)\n".utf8))
    exit(1)
}
