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
///
/// A signal observed as one that ends the program (see `Termination`) also
/// starts the termination deadline from the handler, before its byte is
/// written: the deadline holds even if the relay's thread is stuck in an
/// observer. If the pipe could not be made (no descriptor was left), no
/// handler is installed that would swallow a signal: the signal keeps its
/// default action, or gets the `orElse` handler its observer gives.
final class SignalRelay: Sendable {
    /// The one relay of the process: signal dispositions are process-wide.
    static let shared = SignalRelay()

    /// The byte that asks the relay's thread to unblock the observed signals.
    private static let unblockRequest: Int32 = 0

    private struct State {
        var observers: [Int32: [Int: @Sendable (Int32) -> Void]] = [:]
        var nextID = 0
    }

    /// The handler of a signal the relay cannot carry.
    typealias Fallback = @convention(c) (Int32) -> Void

    private let state = Mutex(State())

    /// Opens the pipe and starts the thread that turns its bytes into callbacks.
    /// Without a pipe the relay is not working, and installs no handler.
    private init() {
        _ = endingSignals.load(ordering: .relaxed)  // initialised here, never in a handler
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
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

    /// Whether signals can be relayed: the pipe was made.
    var isWorking: Bool { relayPipe.load(ordering: .acquiring) >= 0 }

    /// Calls `handler` (on the relay's thread) each time `number` arrives, until
    /// `remove` is called with the returned id. With `ending`, the signal
    /// ends the program: its arrival starts `Termination`'s deadline. If the
    /// relay is not working, `orElse` (if any) becomes the signal's handler.
    func observe(
        _ number: Int32, ending: Bool = false, orElse fallback: Fallback? = nil,
        handler: @escaping @Sendable (Int32) -> Void
    ) -> Int {
        let working = isWorking
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if state.observers[number, default: [:]].isEmpty {
                if ending { endingSignals.bitwiseOr(Self.bit(number), ordering: .releasing) }
                if working {
                    Platform.handle(number, with: relaySignal)
                } else if let fallback {
                    Platform.handle(number, with: fallback)
                }
            }
            state.observers[number, default: [:]][id] = handler
            return id
        }
        if working { relaySignal(Self.unblockRequest) }
        return id
    }

    /// Stops one observer; the signal's default action returns with the last one.
    func remove(_ id: Int) {
        state.withLock { state in
            for (number, observers) in state.observers where observers[id] != nil {
                state.observers[number]?[id] = nil
                if state.observers[number]?.isEmpty == true {
                    Platform.restoreDefaultAction(number)
                    endingSignals.bitwiseAnd(~Self.bit(number), ordering: .releasing)
                }
            }
        }
    }

    /// `number`'s bit in `endingSignals` (none for a number out of range).
    fileprivate static func bit(_ number: Int32) -> UInt64 {
        (1..<64).contains(number) ? 1 << UInt64(number) : 0
    }

    /// Handles one byte from the pipe: a signal, or a request to unblock.
    private func relay(_ number: Int32) {
        if number == Self.unblockRequest {
            var set = sigset_t()
            sigemptyset(&set)
            for observed in state.withLock({ Array($0.observers.keys) }) {
                sigaddset(&set, observed)
            }
            // The termination deadline's alarm must find a thread to run on.
            if endingSignals.load(ordering: .acquiring) != 0 { sigaddset(&set, SIGALRM) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            return
        }
        let handlers = state.withLock { Array(($0.observers[number] ?? [:]).values) }
        for handler in handlers { handler(number) }
    }
}

/// The write end of the relay's pipe, read by the signal handler without a lock.
private let relayPipe = Atomic<Int32>(-1)

/// The signals that end the program, one bit per signal number, read by the
/// signal handler without a lock.
private let endingSignals = Atomic<UInt64>(0)

/// The signal handler: starts the termination deadline for a signal that
/// ends the program, then writes the signal's number to the pipe. Nothing
/// else: both are async-signal-safe.
private func relaySignal(_ number: Int32) {
    let savedErrno = errno
    if endingSignals.load(ordering: .acquiring) & SignalRelay.bit(number) != 0 {
        Termination.startDeadline(for: number)
    }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(relayPipe.load(ordering: .acquiring), &byte, 1)
    errno = savedErrno
}
