import Foundation
import Reactive

@testable import Pixels

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An HTTP server on 127.0.0.1 that misbehaves on purpose, for testing the
/// app's client: it answers each request as `reply` says, which may be an
/// endless body, a trickle, or a lie about the length.
///
/// Each connection is served on a thread of its own. The server writes down
/// every request line (`GET /api/v1/photos?…`) and every connection whose
/// client hung up before the answer was over (`hangUps`), which is how a
/// test sees that the client cancelled.
///
/// ```swift
/// let server = try HostileServer { _ in .endless(chunk: Data(repeating: 0x41, count: 4096)) }
/// // any GET now receives "AAAA…" until the client gives up
/// ```
final class HostileServer: Sendable {
    /// What to send back for one request.
    enum Reply: Sendable {
        /// A complete, honest answer.
        case answer(status: Int, contentType: String, body: Data)
        /// 200 with no length, then `chunk` again and again until the client goes.
        case endless(chunk: Data)
        /// 200 announcing `body.count` bytes, then one byte every `interval`.
        case trickle(body: Data, interval: Duration)
        /// 200 announcing `announced` bytes, then `body` and silence.
        case lyingLength(announced: Int, body: Data)
        /// Exactly these bytes, head and all, then silence until the client goes.
        case raw(Data)
    }

    private struct State {
        var requests: [String] = []
        var hangUps = 0
        var bytesSent = 0
        var stopped = false
    }

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let state = Locked(State())
    private let reply: @Sendable (_ method: String, _ target: String) -> Reply

    /// Starts listening on a free port; `reply` decides each answer.
    init(reply: @escaping @Sendable (_ method: String, _ target: String) -> Reply) throws {
        self.reply = reply
        let descriptor = Platform.tcpSocket()
        var address = Platform.loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            Platform.closeDescriptor(descriptor)
            throw RawHTTP.Failure(description: "the hostile server cannot listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [weak self, listener] in
            while let server = self, !server.state.withLock({ $0.stopped }) {
                server.acceptOne()
            }
            Platform.closeDescriptor(listener)
        }
        thread.name = "hostile-server"
        thread.start()
    }

    /// `http://127.0.0.1:<port>` followed by `path`.
    func url(_ path: String = "") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Every request line received so far, e.g. `GET /v1/photos?feature=popular`.
    var requests: [String] { state.withLock { $0.requests } }

    /// How many answers were cut short because the client hung up.
    var hangUps: Int { state.withLock { $0.hangUps } }

    /// How many bytes of endless bodies the client let it send.
    var bytesSent: Int { state.withLock { $0.bytesSent } }

    /// Waits (at most 10 s) until `condition` holds for the server; whether it did.
    func waitUntil(_ condition: (HostileServer) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition(self) {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// Stops accepting (within a tenth of a second; also when released).
    func stop() {
        state.withLock { $0.stopped = true }
    }

    /// Waits a tenth of a second for a client, and serves it on a thread of its own.
    private func acceptOne() {
        var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 100) == 1 else { return }
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        Platform.noSignalOnWrite(client)
        TestPlatform.setReadTimeout(client, seconds: 10)
        let thread = Thread { [self] in
            serve(client)
            Platform.closeDescriptor(client)
        }
        thread.name = "hostile-connection"
        thread.start()
    }

    /// Reads one request (head and body) and answers it.
    private func serve(_ client: Int32) {
        guard let (method, target) = readRequest(client) else { return }
        state.withLock { $0.requests.append("\(method) \(target)") }
        let completed: Bool
        switch reply(method, target) {
        case .answer(let status, let contentType, let body):
            completed = send(
                head(status, ["Content-Type: \(contentType)", "Content-Length: \(body.count)"])
                    + body, to: client)
        case .endless(let chunk):
            var open = send(head(200, ["Content-Type: application/octet-stream"]), to: client)
            while open {
                open = send(chunk, to: client)
                if open { state.withLock { $0.bytesSent += chunk.count } }
            }
            completed = false
        case .trickle(let body, let interval):
            var open = send(head(200, ["Content-Length: \(body.count)"]), to: client)
            for byte in body where open {
                Thread.sleep(forTimeInterval: Self.seconds(interval))
                open = send(Data([byte]), to: client)
            }
            completed = open
        case .lyingLength(let announced, let body):
            completed = send(head(200, ["Content-Length: \(announced)"]) + body, to: client)
            _ = waitForHangUp(client)
        case .raw(let bytes):
            completed = send(bytes, to: client)
            _ = waitForHangUp(client)
        }
        if !completed { state.withLock { $0.hangUps += 1 } }
    }

    /// The method and target of a request, once its head (and any body) is in.
    private func readRequest(_ client: Int32) -> (String, String)? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.containsHeadEnd {
            let count = TestPlatform.readBytes(client, &buffer)
            guard count > 0 else { return nil }
            bytes += buffer[..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let head = text.components(separatedBy: "\r\n\r\n")[0]
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count == 3 else { return nil }
        let length =
            lines.dropFirst().compactMap { line -> Int? in
                let pair = line.split(separator: ":", maxSplits: 1)
                guard pair.count == 2, pair[0].lowercased() == "content-length" else { return nil }
                return Int(pair[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        var bodyCount = bytes.count - (Array(head.utf8).count + 4)
        while bodyCount < length {
            let count = TestPlatform.readBytes(client, &buffer)
            guard count > 0 else { return nil }
            bodyCount += count
        }
        return (String(parts[0]), String(parts[1]))
    }

    private func head(_ status: Int, _ fields: [String]) -> Data {
        let lines = ["HTTP/1.1 \(status) Hostile"] + fields + ["Connection: close", "", ""]
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    /// Sends all of `data`; `false` once the client has gone.
    private func send(_ data: Data, to client: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = sendWithoutSignal(client, raw.baseAddress! + offset, raw.count - offset)
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Waits for the client to close its end, at most 20 s.
    private func waitForHangUp(_ client: Int32) -> Bool {
        var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 20_000) == 1
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// `send` with the flags that keep a closed connection from raising SIGPIPE.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
{
    send(descriptor, bytes, count, Platform.sendFlags)
}

extension [UInt8] {
    /// Whether the bytes hold the blank line that ends an HTTP head.
    fileprivate var containsHeadEnd: Bool {
        guard count >= 4 else { return false }
        return (0...(count - 4)).contains { index in
            self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13
                && self[index + 3] == 10
        }
    }
}
