import Foundation
import Reactive

/// The photo server's listening socket and the connections it has open.
///
/// `stop()` wakes the accept loop (by shutting the listening socket down) and
/// shuts every open connection down. Only the thread that owns a descriptor
/// closes it, so a descriptor number is never reused while someone still
/// holds it.
final class Listener: Sendable {
    /// The most connections served at once; more are answered with 503.
    static let maximumConnections = 256

    private struct State {
        var stopped = false
        var clients: Set<Int32> = []
    }

    let descriptor: Int32
    private let state = Locked(State())
    private let finished = DispatchGroup()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether `stop()` has been called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Runs the accept loop on its own thread, calling `serve` on a new thread
    /// for each client, and closes the listening socket when stopped.
    func start(serve: @escaping @Sendable (Int32) -> Void) {
        finished.enter()
        let thread = Thread { [self] in
            while let client = Socket.accept(on: descriptor) {
                switch admit(client) {
                case .admitted:
                    let worker = Thread {
                        serve(client)
                        self.release(client)
                    }
                    worker.name = "PhotoServer.connection"
                    worker.start()
                case .busy:
                    Socket.write(
                        HTTPResponse.error(503, "too many connections").serialized(), to: client)
                    Socket.close(client)
                case .stopped:
                    Socket.close(client)
                }
            }
            Socket.close(descriptor)
            finished.leave()
        }
        thread.name = "PhotoServer.accept"
        thread.start()
    }

    /// Stops accepting and shuts open connections down. Safe to call twice.
    func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            Socket.shutdown(descriptor)
            for client in state.clients { Socket.shutdown(client) }
        }
    }

    /// Blocks until the accept loop has ended.
    func waitUntilStopped() {
        finished.wait()
    }

    private enum Admission { case admitted, busy, stopped }

    private func admit(_ client: Int32) -> Admission {
        state.withLock { state in
            if state.stopped { return .stopped }
            if state.clients.count >= Self.maximumConnections { return .busy }
            state.clients.insert(client)
            return .admitted
        }
    }

    private func release(_ client: Int32) {
        state.withLock { state in
            state.clients.remove(client)
            Socket.close(client)
        }
    }
}
