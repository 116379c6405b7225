import Foundation

/// Answers one client connection: a complete request through the router and
/// the fault plan, or a refusal.
///
/// `serve` runs on a worker and writes with `ServerLimits.writeDeadline`;
/// `refuse` runs on the event loop and writes without waiting. Both record
/// the request (or the refusal) in the server's log. A `HEAD` request gets
/// the `GET` answer's status and headers, without the body.
///
/// ```swift
/// handler.serve(request, on: client)   // writes the answer; the caller closes the client
/// ```
struct ConnectionHandler: Sendable {
    /// The answer to a complete request: the photo API's router, or a page server's.
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    let state: ServerState
    let listener: Listener

    /// Answers a complete request on `client` (which the caller closes afterwards).
    func serve(_ request: HTTPRequest, on client: Int32) {
        state.record("\(request.method) \(request.target)")
        let faults = state.faults.faults(method: request.method, path: request.path)
        switch apply(faults, to: respond(request), client: client) {
        case .send(let response):
            let deadline = ContinuousClock.now + listener.limits.writeDeadline
            let bytes = response.serialized(includingBody: request.method != "HEAD")
            Socket.write(bytes, to: client, before: deadline)
        case .drop:
            return
        case .abandoned:
            state.record("abandoned: \(request.method) \(request.target)")
        }
    }

    /// Refuses `client` with the rejection's status, without waiting, and closes it.
    func refuse(_ client: Int32, _ rejection: HTTPRequest.Rejection) {
        state.record("rejected: \(rejection.message)")
        let response = HTTPResponse.error(rejection.status, rejection.message)
        Socket.writeWithoutWaiting(response.serialized(), to: client)
        Socket.close(client)
    }

    /// What to do once the faults have been applied.
    private enum Answer {
        case send(HTTPResponse)
        /// Close without answering: an injected fault, or the server stopping.
        case drop
        /// The client hung up while an injected delay held the answer back.
        case abandoned
    }

    /// The response after the faults, or why there is none.
    private func apply(_ faults: [Fault], to original: HTTPResponse, client: Int32) -> Answer {
        var response = original
        for fault in faults {
            switch fault {
            case .delay(let duration):
                switch sleep(for: duration, client: client) {
                case .elapsed: break
                case .stopped: return .drop
                case .abandoned: return .abandoned
                }
            case .status(let status):
                response = .error(status, "injected fault: status \(status)")
            case .malformedBody:
                let isImage = response.contentType?.hasPrefix("image/") ?? false
                response.status = 200
                response.body = Data((isImage ? "P6\n-1 x\n255\n" : "{\"photos\": [{\"id\": ").utf8)
            case .truncatedBody(let bytes):
                response.body = response.body.prefix(max(0, bytes))
            case .dropConnection:
                return .drop
            }
        }
        return .send(response)
    }

    /// How an injected delay ended.
    private enum DelayEnd {
        case elapsed, stopped, abandoned
    }

    /// Sleeps in short slices so that stopping the server, or the client
    /// hanging up, cuts a delay short.
    private func sleep(for duration: Duration, client: Int32) -> DelayEnd {
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline {
            if listener.isStopped { return .stopped }
            if Socket.isClosedByPeer(client) { return .abandoned }
            let left = deadline - ContinuousClock.now
            let slice = min(left, .milliseconds(20))
            Thread.sleep(
                forTimeInterval: Double(slice.components.attoseconds) / 1e18
                    + Double(slice.components.seconds))
        }
        return listener.isStopped ? .stopped : .elapsed
    }
}
