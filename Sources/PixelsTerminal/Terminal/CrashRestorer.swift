import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Puts the terminal back when the program crashes, from inside the crash.
///
/// `TerminalRestorer` covers every orderly way out (exit, Ctrl-C, SIGTERM,
/// SIGHUP) in ordinary code. A crash (a trap such as an overflow or a failed
/// precondition, a bad memory access, an abort, or Ctrl-\) cannot wait for
/// ordinary code, so while a `TerminalSession` is on show a handler for
/// those signals does the little that is safe in a signal handler
/// (`TerminalRescue`): it puts the terminal's settings back with `tcsetattr`
/// and writes bytes prepared in advance (reset the colours, show the cursor,
/// leave the alternate screen). Then it hands the crash to the handler that
/// was there before, Swift's backtracer, so the crash is still reported, and
/// the process still ends with the crash's signal (exit status 132 for a
/// trap, say).
///
/// Swift's backtracer waits 30 seconds for a key ("Press space to interact,
/// D to debug, or any other key to quit") when standard input and output
/// were terminals as the program started: `SWIFT_BACKTRACE`'s `interactive`
/// setting defaults to `tty`, and the runtime reads it once, before `main`,
/// so a program cannot change it later. The handler therefore gives the
/// backtracer a standard input of its own, a pipe holding one `q`: the
/// backtracer prints its report, reads that key, and ends at once. (The app
/// reads its keys from a descriptor of its own, `TerminalSession.keyboard`,
/// so that `q` cannot reach it as a last keypress.) Who wants
/// to interact with a crash sets `SWIFT_BACKTRACE=interactive=yes`, and
/// standard input is then left alone.
///
/// ```swift
/// CrashRestorer.arm(input: 0, output: 1, settings: saved,
///                   restore: ANSI.showCursor + ANSI.leaveAlternateScreen)
/// // a crash now leaves the shell's screen as it was, then is reported
/// CrashRestorer.disarm()
/// ```
///
/// Book: (none; iOS owns the screen, and a crash report)
public enum CrashRestorer {
    /// The signals a crash raises, each restored and passed on: SIGILL and
    /// SIGTRAP (a Swift trap), SIGABRT, SIGFPE, SIGBUS, SIGSEGV, and SIGQUIT
    /// (Ctrl-\), which Swift's backtracer also reports.
    public static let signals: [Int32] = [
        SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV, SIGQUIT,
    ]

    /// From now until `disarm()`, a crash writes `restore` to `output` and
    /// sets `settings` (if any) on `input` before it is reported. `environment`
    /// says whether the backtracer was asked to interact (`SWIFT_BACKTRACE`).
    static func arm(
        input: Int32, output: Int32, settings: termios?, restore: String,
        environment: [String: String]
    ) {
        TerminalRescue.disarm()
        answersPrompt.store(
            !asksToInteract(environment["SWIFT_BACKTRACE"]), ordering: .releasing)
        installOnce()
        TerminalRescue.arm(input: input, output: output, settings: settings, restore: restore)
    }

    /// A crash from now on restores nothing, as the session has ended.
    static func disarm() {
        TerminalRescue.disarm()
    }

    /// Whether `SWIFT_BACKTRACE` sets `interactive` to yes (or on, true, 1).
    static func asksToInteract(_ setting: String?) -> Bool {
        guard let setting else { return false }
        return setting.split(separator: ",").contains { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            return parts.count == 2 && parts[0] == "interactive"
                && ["yes", "on", "true", "y", "1"].contains(parts[1])
        }
    }

    /// Installs the handler for every crash signal, keeping the handlers it
    /// replaces (once in the process's life).
    private static func installOnce() {
        TerminalRescue.prepare()
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            for number in signals {
                Platform.installCrashHandler(
                    handleCrash, for: number, keepingPrevious: previousActions + Int(number))
            }
        }
    }
}

/// Whether the backtracer's prompt is answered after a crash: read by the
/// handler, so an atomic rather than a lock.
private let answersPrompt = Atomic<Bool>(true)

/// Whether the handlers are installed.
private let installed = Mutex(false)

/// The handler each crash signal had before, by signal number.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// The crash handler: only async-signal-safe calls (`TerminalRescue`,
/// `pipe`, `dup2`, `close`, `sigaction`, `raise`), then the previous handler.
private func handleCrash(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    if TerminalRescue.perform(), answersPrompt.load(ordering: .acquiring) {
        giveStandardInputOneKey()
    }
    guard (1..<65).contains(number) else { return }
    Platform.passOnCrash(number, to: previousActions + Int(number), info, context)
}

/// Replaces standard input with a pipe holding `q`, the key that ends the
/// backtracer's wait at once.
private func giveStandardInputOneKey() {
    var ends: (Int32, Int32) = (-1, -1)
    let made = withUnsafeMutablePointer(to: &ends) {
        $0.withMemoryRebound(to: Int32.self, capacity: 2) { pipe($0) }
    }
    guard made == 0 else { return }
    var key = UInt8(ascii: "q")
    _ = Platform.writeBytes(ends.1, &key, 1)
    close(ends.1)
    dup2(ends.0, STDIN_FILENO)
    close(ends.0)
}
