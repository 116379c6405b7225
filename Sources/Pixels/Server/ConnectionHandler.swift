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
            guard let response = apply(faults, to: router.respond(to: request)) else { return }
            Socket.write(response.serialized(), to: client)
        }
    }

    /// The response after the faults, or `nil` to drop the connection.
    private func apply(_ faults: [Fault], to original: HTTPResponse) -> HTTPResponse? {
        var response = original
        for fault in faults {
            switch fault {
            case .delay(let duration):
                guard sleep(for: duration) else { return nil }
            case .status(let status):
                response = .error(status, "injected fault: status \(status)")
            case .malformedBody:
                let isImage = response.contentType?.hasPrefix("image/") ?? false
                response.status = 200
                response.body = Data((isImage ? "P6\n-1 x\n255\n" : "{\"photos\": [{\"id\": ").utf8)
            case .truncatedBody(let bytes):
                response.body = response.body.prefix(max(0, bytes))
            case .dropConnection:
                return nil
            }
        }
        return response
    }

    /// Sleeps in short slices so that stopping the server cuts a delay short;
    /// `false` if the server stopped meanwhile.
    private func sleep(for duration: Duration) -> Bool {
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline {
            if listener.isStopped { return false }
            let left = deadline - ContinuousClock.now
            let slice = min(left, .milliseconds(20))
            Thread.sleep(
                forTimeInterval: Double(slice.components.attoseconds) / 1e18
                    + Double(slice.components.seconds))
        }
        return !listener.isStopped
    }
}
