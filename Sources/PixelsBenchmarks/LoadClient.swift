import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The benchmark's clients: plain ones that each send a whole request and
/// read the answer, and slow ones that never finish theirs.
///
/// ```swift
/// print(LoadClient.get("/v1/photos/1001", port: server.port) as Any)   // prints Optional(200)
/// ```
enum LoadClient {
    /// One `GET` on a connection of its own: the status, or `nil` if the
    /// exchange failed.
    static func get(_ target: String, port: UInt16) -> Int? {
        let descriptor = Platform.tcpSocket()
        guard descriptor >= 0 else { return nil }
        defer { Platform.closeDescriptor(descriptor) }
        guard Platform.connectToLoopback(descriptor, port: port) else { return nil }
        let request = Array("GET \(target) HTTP/1.1\r\nHost: bench\r\n\r\n".utf8)
        guard Platform.send(descriptor, request) == request.count else { return nil }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, $0.count, 0)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        let statusLine = String(decoding: answer.prefix(16), as: UTF8.self)
        let parts = statusLine.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// Runs `get` from `clients` threads for `duration`; the answers that
    /// were 200, the ones that were not, and the slowest exchange.
    static func load(
        _ target: String, port: UInt16, clients: Int, for duration: Duration
    ) -> (served: Int, failed: Int, slowest: Duration) {
        let tally = Tally()
        let end = ContinuousClock.now + duration
        DispatchQueue.concurrentPerform(iterations: clients) { _ in
            while ContinuousClock.now < end {
                let start = ContinuousClock.now
                let status = get(target, port: port)
                tally.add(ok: status == 200, took: ContinuousClock.now - start)
            }
        }
        return tally.totals
    }

    /// Sends `count` requests for `target` from `clients` threads.
    static func send(
        _ count: Int, of target: String, port: UInt16, clients: Int
    ) -> (served: Int, failed: Int, slowest: Duration) {
        let tally = Tally()
        DispatchQueue.concurrentPerform(iterations: clients) { client in
            for _ in stride(from: client, to: count, by: clients) {
                let start = ContinuousClock.now
                let status = get(target, port: port)
                tally.add(ok: status == 200, took: ContinuousClock.now - start)
            }
        }
        return tally.totals
    }
}

/// Counts answers from several threads.
private final class Tally: Sendable {
    private let state = Mutex((served: 0, failed: 0, slowest: Duration.zero))

    func add(ok: Bool, took: Duration) {
        state.withLock { state in
            if ok { state.served += 1 } else { state.failed += 1 }
            state.slowest = max(state.slowest, took)
        }
    }

    var totals: (served: Int, failed: Int, slowest: Duration) {
        state.withLock { $0 }
    }
}

/// Connections that each send the start of a request head, then one more
/// header byte every `interval`, and never finish: a slowloris attack.
final class Slowloris: Sendable {
    private let descriptors: [Int32]
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Opens `count` connections to `port` and starts trickling.
    init(count: Int, port: UInt16, interval: Duration) {
        var descriptors: [Int32] = []
        for _ in 0..<count {
            let descriptor = Platform.tcpSocket()
            guard descriptor >= 0 else { break }
            guard Platform.connectToLoopback(descriptor, port: port) else {
                Platform.closeDescriptor(descriptor)
                break
            }
            _ = Platform.send(descriptor, Array("GET /v1/photos HTTP/1.1\r\nX-Slow: ".utf8))
            descriptors.append(descriptor)
        }
        self.descriptors = descriptors
        let all = descriptors
        let pause =
            Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        let thread = Thread { [self] in
            while !stopped.withLock({ $0 }) {
                for descriptor in all { _ = Platform.send(descriptor, [UInt8(ascii: "a")]) }
                Thread.sleep(forTimeInterval: pause)
            }
            finished.signal()
        }
        thread.start()
    }

    /// How many connections are open.
    var count: Int { descriptors.count }

    /// Stops trickling and closes every connection.
    func stop() {
        stopped.withLock { $0 = true }
        finished.wait()
        for descriptor in descriptors { Platform.closeDescriptor(descriptor) }
    }
}
