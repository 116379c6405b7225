import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal as a full-screen app uses it: raw keys, the alternate screen
/// and a hidden cursor, all undone by `end()` or on any way out of the
/// program: an exit or a signal (`TerminalRestorer`), or a crash
/// (`CrashRestorer`).
///
/// The way out is ready before the terminal changes: `start` registers
/// `end()` with `TerminalRestorer` first, then changes the terminal under
/// the session's lock. A signal that comes meanwhile waits for the change
/// to be complete, then undoes all of it, so no moment leaves the shell a
/// raw terminal.
///
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.end() }
/// ```
///
/// Book: (none; the book's app owns an iPhone screen)
public final class TerminalSession: Sendable {
    private struct State {
        var rawMode: RawMode?
        var keyboard: Int32 = -1
        var ended = false
    }

    private let input: Int32
    private let output: Int32
    private let state = Mutex(State())

    private init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Where the app reads its keys: a descriptor of its own for the
    /// terminal of `input`, so the keys never come from standard input as
    /// `CrashRestorer` leaves it for the backtracer after a crash.
    public var keyboard: Int32 { state.withLock { $0.keyboard } }

    /// What leaves the app's screen: the colours reset, the cursor shown, the
    /// shell's screen back.
    static let leaving = ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen

    /// Registers `end()` with `TerminalRestorer`, then enters raw mode on
    /// `input` and the alternate screen on `output`, and arms `CrashRestorer`.
    public static func start(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) -> TerminalSession {
        guard isatty(output) == 1 else { throw .notATerminal(descriptor: output) }
        let session = TerminalSession(input: input, output: output)
        TerminalRestorer.install { session.end() }
        try session.begin(environment: environment)
        return session
    }

    /// Changes the terminal, unless the session has already ended (a signal
    /// came first). The rescue is armed as soon as raw mode is on.
    private func begin(environment: [String: String]) throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            guard !state.ended else { return }
            let rawMode = try RawMode.enable(on: input)
            let keyboard = Platform.duplicateForThisProcess(input)
            guard keyboard >= 0 else {
                rawMode.restore()
                throw .systemCall("dup", errno: errno)
            }
            CrashRestorer.arm(
                input: input, output: output, settings: rawMode.originalSettings,
                restore: Self.leaving, environment: environment)
            state.rawMode = rawMode
            state.keyboard = keyboard
            TerminalOutput.write(
                ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen, to: output)
        }
    }

    /// Shows the cursor, leaves the alternate screen, restores the
    /// terminal's settings and closes `keyboard`. Only the first call does
    /// anything; read no keys after it. The rescue (`CrashRestorer`,
    /// `Termination`'s deadline) stays armed until all that is done, as a
    /// terminal that has stopped reading can hold the writing up for ever.
    public func end() {
        let begun = state.withLock { state -> (rawMode: RawMode, keyboard: Int32)? in
            defer { state.ended = true }
            guard !state.ended, let rawMode = state.rawMode else { return nil }
            return (rawMode, state.keyboard)
        }
        guard let begun else { return }
        TerminalOutput.write(Self.leaving, to: output)
        begun.rawMode.restore()
        CrashRestorer.disarm()
        close(begun.keyboard)
    }
}
