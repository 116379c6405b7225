import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Puts the terminal back however the program ends.
///
/// `install` registers a restore action (leave raw mode, show the cursor, …).
/// The actions run once, newest first, on whichever way out comes first:
/// - a normal exit, including `exit(_:)` after an error (through `atexit`);
/// - SIGINT (Ctrl-C), SIGTERM or SIGHUP: the actions run in ordinary code (see
///   `SignalRelay`), then the signal is raised again with its default action,
///   so the process still ends as interrupted (exit status 130 for Ctrl-C);
/// - an explicit `restoreNow()`, e.g. when the app returns to the shell.
///
/// A crash (a trap or a bad memory access) runs no ordinary code; while a
/// `TerminalSession` is on show, `CrashRestorer` puts the screen back then.
///
/// ```swift
/// let raw = try RawMode.enable()
/// TerminalRestorer.install { raw.restore() }
/// ```
///
/// Book: (none; iOS owns the screen)
public enum TerminalRestorer {
    /// The signals that restore the terminal before ending the program.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers an action to run once on the way out.
    public static func install(_ restore: @escaping @Sendable () -> Void) {
        restorerState.withLock { state in
            state.actions.append(restore)
            if !state.registeredAtExit {
                atexit { TerminalRestorer.restoreNow() }
                state.registeredAtExit = true
            }
            guard state.observers.isEmpty else { return }
            state.observers = signals.map { number in
                SignalRelay.shared.observe(number) { number in
                    TerminalRestorer.restoreNow()
                    raise(number)  // its default action is back: end as interrupted
                }
            }
        }
    }

    /// Runs the registered actions now (newest first) and stops listening for
    /// signals. Only actions not yet run are run.
    public static func restoreNow() {
        let (actions, observers) = restorerState.withLock { state in
            defer {
                state.actions = []
                state.observers = []
            }
            return (state.actions, state.observers)
        }
        for id in observers { SignalRelay.shared.remove(id) }
        for action in actions.reversed() { action() }
    }
}

private struct RestorerState {
    var actions: [@Sendable () -> Void] = []
    var observers: [Int] = []
    var registeredAtExit = false
}

private let restorerState = Mutex(RestorerState())
