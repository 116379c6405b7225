import Foundation

/// Serves one client connection: reads a request, answers it through the
/// router, applies the fault plan, writes the answer.
struct ConnectionHandler: Sendable {
    let router: PhotoRouter
    let state: ServerState
    let listener: Listener

    /// How long a client may stay silent in the middle of a request.
    static let readTimeoutSeconds = 10

    func serve(_ client: Int32) {
        Socket.setReadTimeout(client, seconds: Self.readTimeoutSeconds)
        switch HTTPRequestReader.read(from: client) {
        case .closed:
            return
        case .rejected(let rejection):
            state.record("rejected: \(rejection.message)")
            Socket.write(
                HTTPResponse.error(rejection.status, rejection.message).serialized(), to: client)
        case .request(let request):
            state.record("\(request.method) \(request.target)")
            let faults = state.faults.faults(method: request.method, path: request.path)
            let answer = apply(faults, to: router.respond(to: request), client: client)
            switch answer {
            case .send(let response): Socket.write(response.serialized(), to: client)
            case .drop: return
            case .abandoned: state.record("abandoned: \(request.method) \(request.target)")
            }
        }
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
