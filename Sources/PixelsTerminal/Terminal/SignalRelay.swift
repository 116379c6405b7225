import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Turns Unix signals into ordinary callbacks, with the self-pipe trick.
///
/// A signal handler may do almost nothing safely, so the one installed here
/// only writes the signal's number into a pipe. A thread reads the pipe and
/// calls the observers in ordinary code, where they may lock, allocate and
/// write to the terminal. (On Linux a dispatch signal source misses a signal
/// unless every thread blocks it, which a test runner's threads do not.)
///
/// The relay's thread unblocks each observed signal for itself, so a signal
/// still arrives when the process started with it blocked (as exit tests do).
final class SignalRelay: Sendable {
    /// The one relay of the process: signal dispositions are process-wide.
    static let shared = SignalRelay()

    /// The byte that asks the relay's thread to unblock the observed signals.
    private static let unblockRequest: Int32 = 0

    private struct State {
        var observers: [Int32: [Int: @Sendable (Int32) -> Void]] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Opens the pipe and starts the thread that turns its bytes into callbacks.
    private init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }  // then signals are simply not relayed
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        relayPipe.store(ends[1], ordering: .releasing)
        let reader = ends[0]
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                relay(Int32(byte))
            }
        }
        thread.name = "SignalRelay"
        thread.start()
    }

    /// Calls `handler` (on the relay's thread) each time `number` arrives, until
    /// `remove` is called with the returned id.
    func observe(_ number: Int32, handler: @escaping @Sendable (Int32) -> Void) -> Int {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if state.observers[number, default: [:]].isEmpty {
                Platform.handle(number, with: relaySignal)
            }
            state.observers[number, default: [:]][id] = handler
            return id
        }
        relaySignal(Self.unblockRequest)
        return id
    }

    /// Stops one observer; the signal's default action returns with the last one.
    func remove(_ id: Int) {
        state.withLock { state in
            for (number, observers) in state.observers where observers[id] != nil {
                state.observers[number]?[id] = nil
                if state.observers[number]?.isEmpty == true {
                    Platform.restoreDefaultAction(number)
                }
            }
        }
    }

    /// Handles one byte from the pipe: a signal, or a request to unblock.
    private func relay(_ number: Int32) {
        if number == Self.unblockRequest {
            var set = sigset_t()
            sigemptyset(&set)
            for observed in state.withLock({ Array($0.observers.keys) }) {
                sigaddset(&set, observed)
            }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            return
        }
        let handlers = state.withLock { Array(($0.observers[number] ?? [:]).values) }
        for handler in handlers { handler(number) }
    }
}

/// The write end of the relay's pipe, read by the signal handler without a lock.
private let relayPipe = Atomic<Int32>(-1)

/// The signal handler: writes the signal's number to the pipe, and nothing else.
private func relaySignal(_ number: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(relayPipe.load(ordering: .acquiring), &byte, 1)
    errno = savedErrno
}
