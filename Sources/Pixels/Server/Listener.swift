import Foundation
import Reactive

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The photo server's listening socket, its event loop and its workers: who
/// is connected, and what happens to each connection.
///
/// One thread runs a `RequestLoop`, which accepts clients and reads their
/// requests with `poll`; only a complete request (or a refusal) goes on to
/// the `WorkerPool`. So a client that trickles its request holds a socket
/// and nothing more, and the workers stay free for clients that have said
/// what they want.
///
/// `stop()` wakes the loop through a pipe and shuts every connection being
/// served down; the loop then closes the connections it was reading and the
/// listening socket, and the workers end after their last jobs. Only the
/// owner of a descriptor closes it, so a descriptor number is never reused
/// while someone still holds it.
///
/// ```swift
/// let listener = Listener(descriptor: socket, limits: ServerLimits())
/// listener.start(handler: handler)
/// listener.stop()
/// listener.waitUntilStopped()
/// ```
final class Listener: Sendable {
    private struct State {
        var stopped = false
        var serving: Set<Int32> = []
    }

    /// The listening socket.
    let descriptor: Int32
    /// The deadlines and bounds the loop and the workers keep to.
    let limits: ServerLimits
    private let state = Locked(State())
    private let wakePipe: (read: Int32, write: Int32)?
    private let workers: WorkerPool
    private let finished = DispatchGroup()

    init(descriptor: Int32, limits: ServerLimits) {
        self.descriptor = descriptor
        self.limits = limits
        wakePipe = Platform.makePipe()
        workers = WorkerPool(name: "PhotoServer.worker", maximumThreads: limits.workers)
    }

    /// Whether `stop()` has been called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// How many connections workers are serving now.
    var servingCount: Int { state.withLock { $0.serving.count } }

    /// The end of the pipe that `stop()` writes to, which the loop polls.
    var wakeDescriptor: Int32? { wakePipe?.read }

    /// Runs the event loop on its own thread, serving through `handler`.
    func start(handler: ConnectionHandler) {
        finished.enter()
        let thread = Thread { [self] in
            var loop = RequestLoop(listener: self, handler: handler)
            loop.run()
            workers.stop()
            workers.waitUntilStopped()
            Socket.close(descriptor)
            if let wakePipe {
                Socket.close(wakePipe.read)
                Socket.close(wakePipe.write)
            }
            finished.leave()
        }
        thread.name = "PhotoServer.loop"
        thread.start()
    }

    /// Hands a connection with a complete request to a worker, which runs
    /// `serve` and then closes it.
    func hand(_ client: Int32, to serve: @escaping @Sendable () -> Void) {
        let admitted = state.withLock { state in
            guard !state.stopped else { return false }
            state.serving.insert(client)
            return true
        }
        guard admitted else { return Socket.close(client) }
        let submitted = workers.submit { [self] in
            serve()
            release(client)
        }
        if !submitted { release(client) }
    }

    /// Stops accepting and cuts open connections short. Safe to call twice.
    func stop() {
        let first = state.withLock { state in
            guard !state.stopped else { return false }
            state.stopped = true
            for client in state.serving { Socket.shutdown(client) }
            return true
        }
        guard first, let wakePipe else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// Blocks until the loop and the workers have ended.
    func waitUntilStopped() {
        finished.wait()
    }

    private func release(_ client: Int32) {
        state.withLock { state in
            state.serving.remove(client)
            Socket.close(client)
        }
    }
}
