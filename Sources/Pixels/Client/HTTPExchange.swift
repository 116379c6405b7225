import Foundation
import Reactive
import WorkbookKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `http:` request and its answer, over a connection of its own, within
/// a deadline and a `ResponseLimit`.
///
/// `run()` connects, sends the request, and reads the answer with
/// `HTTPAnswerReader`, waiting with `poll` and never past the deadline. It
/// hangs up the moment the answer is complete, breaks the limit or runs out
/// of time, so a server that sends forever or a byte at a time costs at
/// most the limit's memory and the deadline's time. `cancel()` hangs up
/// from any thread; `run()` then returns `nil` and reports nothing.
///
/// Redirects are not followed: a `3xx` answer is an error like `4xx`.
///
/// ```swift
/// let exchange = HTTPExchange(request, limit: .details, deadline: .now + .seconds(10))
/// print(exchange.run() as Any)   // prints Optional(success(… bytes))
/// ```
///
/// Book: none; `NSURLConnection` hid its socket
final class HTTPExchange: Sendable {
    private struct State {
        var descriptor: Int32?
        var cancelled = false
    }

    let request: URLRequest
    let limit: ResponseLimit
    let deadline: ContinuousClock.Instant
    private let state = Locked(State())

    init(_ request: URLRequest, limit: ResponseLimit, deadline: ContinuousClock.Instant) {
        self.request = request
        self.limit = limit
        self.deadline = deadline
    }

    /// The body, or why there is none; `nil` once cancelled.
    func run() -> Result<Data, PixelsError>? {
        let url = request.url?.shownWithoutCredentials ?? "?"
        guard let target = request.url, let host = target.host, !host.isEmpty else {
            return .failure(
                .network(Bilingual(en: "the URL \(url) has no host", zh: "URL \(url) 没有主机")))
        }
        guard let port = target.connectionPort else {
            return .failure(
                .network(
                    Bilingual(
                        en: "the URL \(url) has no port from 1 to 65535",
                        zh: "URL \(url) 没有 1 到 65535 之间的端口")))
        }
        let connection: Int32
        switch Socket.connect(host: host, port: port, before: deadline) {
        case .success(let descriptor): connection = descriptor
        case .failure(.refused): return .failure(.connectionRefused(url: url))
        case .failure(.timedOut): return .failure(.timedOut(url: url))
        case .failure(.unknownHost):
            return .failure(
                .network(Bilingual(en: "cannot find the host \(host)", zh: "找不到主机 \(host)")))
        case .failure(.failed(let system)):
            let reason = system.text
            return .failure(
                .network(Bilingual(en: "\(url): \(reason.en)", zh: "\(url)：\(reason.zh)")))
        }
        guard adopt(connection) else { return nil }
        defer { hangUp() }
        guard
            Socket.write(
                Self.serialize(request, host: host, url: target), to: connection, before: deadline)
        else {
            if isCancelled { return nil }
            if ContinuousClock.now >= deadline { return .failure(.timedOut(url: url)) }
            return .failure(
                .network(
                    Bilingual(
                        en: "the server at \(url) closed the connection",
                        zh: "\(url) 处的服务器关闭了连接")))
        }
        return readAnswer(from: connection, url: url)
    }

    /// Hangs up; `run()` returns `nil` soon after, from whatever it was
    /// waiting on. (The shutdown happens under the lock, so it can never
    /// reach a descriptor number that `run()` has closed and the system has
    /// given to someone else.)
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            if let descriptor = state.descriptor { Socket.shutdown(descriptor) }
        }
    }

    private var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Reads until the answer is complete, fails, or time is up.
    private func readAnswer(from connection: Int32, url: String) -> Result<Data, PixelsError>? {
        var reader = HTTPAnswerReader(
            limit: limit, url: url, expectsBody: request.httpMethod?.uppercased() != "HEAD")
        while true {
            guard Socket.waitForInput(connection, before: deadline) else {
                return isCancelled ? nil : .failure(.timedOut(url: url))
            }
            if isCancelled { return nil }
            let outcome: HTTPAnswerReader.Outcome
            switch Socket.read(connection) {
            case .bytes(let bytes): outcome = reader.feed(bytes)
            case .wouldBlock: continue
            case .ended: outcome = reader.ended()
            }
            switch outcome {
            case .needMore: continue
            case .failed(let error): return .failure(error)
            case .done(let status, _) where status >= 300:
                return .failure(.httpStatus(status, url: url))
            case .done(_, let body): return .success(body)
            }
        }
    }

    /// Keeps `descriptor` for `cancel()`; `false` (and closes it) if cancelled already.
    private func adopt(_ descriptor: Int32) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            if !state.cancelled { state.descriptor = descriptor }
            return state.cancelled
        }
        if cancelled { Socket.close(descriptor) }
        return !cancelled
    }

    /// Closes the connection (under the lock, so `cancel()` never touches a
    /// descriptor number after it has been closed and reused).
    private func hangUp() {
        state.withLock { state in
            if let descriptor = state.descriptor { Socket.close(descriptor) }
            state.descriptor = nil
        }
    }

    /// The request as bytes: its line, `Host`, its headers, and its body.
    private static func serialize(_ request: URLRequest, host: String, url: URL) -> Data {
        let method = request.httpMethod ?? "GET"
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let hostName = host.contains(":") ? "[\(host)]" : host
        var lines = [
            "\(method) \(target) HTTP/1.1", "Host: \(hostName)\(url.port.map { ":\($0)" } ?? "")",
        ]
        for (name, value) in request.allHTTPHeaderFields ?? [:]
        where !["host", "content-length", "connection"].contains(name.lowercased()) {
            lines.append("\(name): \(value)")
        }
        let body = request.httpBody ?? Data()
        if !body.isEmpty || method != "GET" { lines.append("Content-Length: \(body.count)") }
        lines += ["Accept-Encoding: identity", "Connection: close", "", ""]
        var data = Data(lines.joined(separator: "\r\n").utf8)
        data.append(body)
        return data
    }
}
