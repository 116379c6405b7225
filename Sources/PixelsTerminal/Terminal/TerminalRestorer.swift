import Dispatch
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
///   `Termination`), then the process ends as the signal's default action
///   would (exit status 130 for Ctrl-C). Actions that do not finish within
///   `Termination.deadline` are abandoned: the process ends anyway, after
///   the terminal's rescue (`TerminalRescue`);
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
    public static let signals: [Int32] = Termination.signals

    /// Registers an action to run once on the way out.
    public static func install(_ restore: @escaping @Sendable () -> Void) {
        restorerState.withLock { state in
            state.actions.append(restore)
            if !state.registeredAtExit {
                atexit { TerminalRestorer.restoreNow() }
                state.registeredAtExit = true
            }
            guard state.observers.isEmpty else { return }
            state.observers = Termination.observe { number in
                TerminalRestorer.restoreNow()
                Termination.end(with: number)
            }
        }
    }

    /// Runs the registered actions now (newest first), then stops listening
    /// for signals. Only actions not yet run are run; a call while another
    /// thread runs them waits until they are done, so a signal that comes
    /// during an exit (or a second signal during the first) never ends the
    /// program halfway through putting the terminal back.
    public static func restoreNow() {
        let (actions, observers) = restorerState.withLock { state in
            defer {
                state.actions = []
                state.observers = []
            }
            if !state.actions.isEmpty { restoring.enter() }
            return (state.actions, state.observers)
        }
        if actions.isEmpty {
            restoring.wait()
        } else {
            for action in actions.reversed() { action() }
            restoring.leave()
        }
        Termination.remove(observers)
    }
}

/// Entered while some thread runs the actions: the others wait on it.
private let restoring = DispatchGroup()

private struct RestorerState {
    var actions: [@Sendable () -> Void] = []
    var observers: [Int] = []
    var registeredAtExit = false
}

private let restorerState = Mutex(RestorerState())
