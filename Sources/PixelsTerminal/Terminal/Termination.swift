import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals that end the program, SIGINT (Ctrl-C), SIGTERM and SIGHUP,
/// and the promise that they do end it, whatever its threads are doing.
///
/// Who must tidy up on the way out (put the terminal back, stop the photo
/// server) observes them with `observe`; the callback runs in ordinary code
/// on the relay's thread (see `SignalRelay`). That is the orderly stop. The
/// first termination signal also starts a deadline, from inside its signal
/// handler: `alarm`, a kernel timer that needs no thread of ours to be free.
/// If the program is still running `deadline` later (a restore blocked
/// writing to a terminal that no longer reads, a thread that never comes
/// back), the alarm's handler puts the terminal back as a crash would
/// (`TerminalRescue`) and ends the process with the signal's status, just
/// as the signal's default action would have: exit status 143 for SIGTERM.
/// A second signal does not move the deadline.
///
/// Where the relay cannot work (no descriptor was left for its pipe), a
/// termination signal skips the orderly stop: it rescues the terminal and
/// ends the process at once.
///
/// ```swift
/// let stoppers = Termination.observe { _ in server.stop() }
/// server.waitUntilStopped()   // returns after Ctrl-C, or the deadline ends the process
/// Termination.remove(stoppers)
/// ```
///
/// Book: (none; iOS ends an app itself, and gives it a few seconds to save)
public enum Termination {
    /// The signals that end the program.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How long an orderly stop may take, counted from the first termination
    /// signal, before the process is ended anyway: one second.
    public static let deadline = Duration.seconds(Int(deadlineSeconds))

    /// `deadline` in the whole seconds `alarm` counts.
    private static let deadlineSeconds: UInt32 = 1

    /// Makes the signal relay now, while descriptors are plentiful: call it
    /// before a server starts accepting clients that could use them all up.
    public static func prepare() {
        TerminalRescue.prepare()
        _ = firstSignal.load(ordering: .relaxed)
        _ = SignalRelay.shared
    }

    /// Calls `stop` with the signal's number each time a termination signal
    /// arrives, on the relay's thread, until `remove` is called with the
    /// returned ids. The process ends by `deadline` whatever `stop` does;
    /// to end it sooner, with the signal's status, call `end(with:)`.
    public static func observe(_ stop: @escaping @Sendable (Int32) -> Void) -> [Int] {
        prepare()
        return signals.map { number in
            SignalRelay.shared.observe(number, ending: true, orElse: endAtOnce, handler: stop)
        }
    }

    /// Stops the observers `observe` returned; each signal's default action
    /// returns with its last observer.
    public static func remove(_ ids: [Int]) {
        for id in ids { SignalRelay.shared.remove(id) }
    }

    /// Ends the process as `number`'s default action does: its status says
    /// it was ended by that signal (143 for SIGTERM in a shell). If the
    /// signal cannot end it (some other code ignores it), exits with status
    /// 128 + `number`. Async-signal-safe.
    public static func end(with number: Int32) -> Never {
        Platform.restoreDefaultAction(number)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        _exit(128 + number)
    }

    /// From a termination signal's handler: starts the deadline, once, for
    /// the first signal. Async-signal-safe: an atomic exchange, `signal` and
    /// `alarm`.
    static func startDeadline(for number: Int32) {
        guard
            firstSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged
        else { return }
        Platform.handle(SIGALRM, with: endOverdue)
        alarm(deadlineSeconds)
    }
}

/// The first termination signal caught; 0 until one is.
private let firstSignal = Atomic<Int32>(0)

/// The alarm's handler: the orderly stop overran its deadline.
private func endOverdue(_ alarm: Int32) {
    let number = firstSignal.load(ordering: .relaxed)
    guard number != 0 else { return }
    TerminalRescue.perform()
    Termination.end(with: number)
}

/// The handler of a termination signal the relay cannot carry: no orderly
/// stop, only the rescue.
private func endAtOnce(_ number: Int32) {
    TerminalRescue.perform()
    Termination.end(with: number)
}
