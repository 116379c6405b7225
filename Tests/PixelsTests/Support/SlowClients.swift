import Foundation
import Reactive

/// Many connections to one port, each sending its request head a byte at a
/// time and never finishing: a slowloris attack, for the server's tests.
///
/// Each connection sends the start of a request, then a thread adds one
/// header byte to every connection each `interval`, until `stop()` closes them.
///
/// ```swift
/// let slow = try SlowClients(count: 300, port: server.port, interval: .milliseconds(100))
/// defer { slow.stop() }
/// ```
final class SlowClients: Sendable {
    private let connections: [RawHTTP.Connection]
    private let stopped = Locked(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Opens `count` connections to `port` and starts trickling.
    init(count: Int, port: UInt16, interval: Duration) throws {
        var connections: [RawHTTP.Connection] = []
        for _ in 0..<count {
            let connection = try RawHTTP.Connection(port: port)
            connection.write("GET /v1/photos HTTP/1.1\r\nHost: slow\r\nX-Slow: ")
            connections.append(connection)
        }
        self.connections = connections
        let all = connections
        let pause =
            Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        let thread = Thread { [self] in
            while !stopped.withLock({ $0 }) {
                for connection in all { connection.write("a") }
                Thread.sleep(forTimeInterval: pause)
            }
            finished.signal()
        }
        thread.name = "slow-clients"
        thread.start()
    }

    /// How many connections have had an answer (or been closed) so far.
    var answered: Int {
        connections.count { $0.hasAnswer }
    }

    /// The first answer any of them got, if any.
    func firstAnswer() -> Data? {
        connections.first { $0.hasAnswer }.map { $0.readAll() }
    }

    /// Stops trickling and closes every connection.
    func stop() {
        let wasStopped = stopped.withLock { state in
            defer { state = true }
            return state
        }
        guard !wasStopped else { return }
        finished.wait()
        for connection in connections { connection.close() }
    }
}
