import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The photo server's event loop: accepts clients and reads their requests
/// with `poll`, all on one thread, until the listener stops.
///
/// Each connection gets `ServerLimits.requestDeadline` from the moment it
/// is accepted to send its whole request; a client that trickles past it
/// gets 408 and is closed. A complete request goes to a worker; a malformed
/// one is refused at once (400, 413, 431 or 501, written without waiting).
/// Beyond `maximumConnections` a new client gets 503.
///
/// When `accept` fails for want of descriptors or memory (EMFILE, ENFILE,
/// ENOBUFS, ENOMEM), the loop stops polling the listening socket for a
/// pause that doubles with each failure in a row, up to
/// `maximumAcceptBackoff`, and keeps serving the connections it has. Only
/// `Listener.stop()` ends the loop.
///
/// ```swift
/// var loop = RequestLoop(listener: listener, handler: handler)
/// loop.run()   // returns after listener.stop()
/// ```
struct RequestLoop {
    /// A connection whose request is still arriving.
    private struct Pending {
        var reader: HTTPRequestReader
        let deadline: ContinuousClock.Instant
    }

    let listener: Listener
    let handler: ConnectionHandler
    private var pending: [Int32: Pending] = [:]
    private var acceptPausedUntil: ContinuousClock.Instant?
    private var backoff: Duration

    init(listener: Listener, handler: ConnectionHandler) {
        self.listener = listener
        self.handler = handler
        backoff = listener.limits.acceptBackoff
    }

    private var limits: ServerLimits { listener.limits }

    /// Runs until the listener stops, then closes the connections still being read.
    mutating func run() {
        while !listener.isStopped {
            expireLateRequests()
            var descriptors = pollSet()
            let ready = Platform.poll(&descriptors, milliseconds: pollTimeout())
            guard ready > 0 else { continue }
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == listener.wakeDescriptor { continue }
                if entry.fd == listener.descriptor {
                    acceptClients()
                } else {
                    readRequest(from: entry.fd)
                }
            }
        }
        for client in pending.keys { Socket.close(client) }
        pending = [:]
    }

    /// The wake pipe, the listening socket (unless accepting is paused) and
    /// every connection being read.
    private mutating func pollSet() -> [pollfd] {
        let events = Int16(POLLIN)
        var descriptors: [pollfd] = []
        descriptors.reserveCapacity(pending.count + 2)
        if let wake = listener.wakeDescriptor {
            descriptors.append(pollfd(fd: wake, events: events, revents: 0))
        }
        if let pause = acceptPausedUntil, ContinuousClock.now < pause {
            // Paused after a failed accept: leave the listening socket alone.
        } else {
            acceptPausedUntil = nil
            descriptors.append(pollfd(fd: listener.descriptor, events: events, revents: 0))
        }
        for client in pending.keys {
            descriptors.append(pollfd(fd: client, events: events, revents: 0))
        }
        return descriptors
    }

    /// Until the earliest deadline or the end of a pause, at most a second.
    private func pollTimeout() -> Int32 {
        var next = ContinuousClock.now + .seconds(1)
        if let pause = acceptPausedUntil { next = min(next, pause) }
        for connection in pending.values { next = min(next, connection.deadline) }
        return max(1, Socket.milliseconds(until: next))
    }

    /// Accepts every client waiting now, or pauses after a failure.
    private mutating func acceptClients() {
        while true {
            switch Socket.accept(on: listener.descriptor) {
            case .none:
                return
            case .exhausted(let reason):
                handler.state.record("accept failed: \(reason); retrying in \(backoff)")
                acceptPausedUntil = ContinuousClock.now + backoff
                backoff = min(backoff * 2, limits.maximumAcceptBackoff)
                return
            case .client(let client):
                backoff = limits.acceptBackoff
                guard pending.count + listener.servingCount < limits.maximumConnections else {
                    handler.refuse(client, .init(status: 503, message: "too many connections"))
                    continue
                }
                pending[client] = Pending(
                    reader: HTTPRequestReader(
                        maximumHeadBytes: limits.maximumHeadBytes,
                        maximumBodyBytes: limits.maximumBodyBytes),
                    deadline: ContinuousClock.now + limits.requestDeadline)
            }
        }
    }

    /// Reads what has arrived on `client`, and hands the request on once it is whole.
    private mutating func readRequest(from client: Int32) {
        guard var connection = pending[client] else { return }
        var outcome = HTTPRequestReader.Outcome.needMore
        reading: while case .needMore = outcome {
            switch Socket.read(client) {
            case .bytes(let bytes): outcome = connection.reader.feed(bytes)
            case .wouldBlock: break reading
            case .ended: outcome = connection.reader.ended()
            }
        }
        switch outcome {
        case .needMore:
            pending[client] = connection
            return
        case .closed:
            Socket.close(client)
        case .rejected(let rejection):
            handler.refuse(client, rejection)
        case .request(let request):
            let handler = handler
            listener.hand(client) { handler.serve(request, on: client) }
        }
        pending[client] = nil
    }

    /// Answers 408 to every connection whose deadline has passed, and closes it.
    private mutating func expireLateRequests() {
        let now = ContinuousClock.now
        for (client, connection) in pending where connection.deadline <= now {
            pending[client] = nil
            let message = "the whole request did not arrive within \(limits.requestDeadline)"
            handler.refuse(client, .init(status: 408, message: message))
        }
    }
}
