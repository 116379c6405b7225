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
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.end() }
/// ```
///
/// Book: (none; the book's app owns an iPhone screen)
public final class TerminalSession: Sendable {
    /// Where the app reads its keys: a descriptor of its own for the
    /// terminal of `input`, so the keys never come from standard input as
    /// `CrashRestorer` leaves it for the backtracer after a crash.
    public let keyboard: Int32
    private let rawMode: RawMode
    private let output: Int32
    private let active = Mutex(true)

    private init(rawMode: RawMode, keyboard: Int32, output: Int32) {
        self.rawMode = rawMode
        self.keyboard = keyboard
        self.output = output
    }

    /// What leaves the app's screen: the colours reset, the cursor shown, the
    /// shell's screen back.
    static let leaving = ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen

    /// Enters raw mode on `input` and the alternate screen on `output`,
    /// registers `end()` with `TerminalRestorer`, and arms `CrashRestorer`.
    public static func start(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) -> TerminalSession {
        guard isatty(output) == 1 else { throw .notATerminal(descriptor: output) }
        let rawMode = try RawMode.enable(on: input)
        let keyboard = Platform.duplicateForThisProcess(input)
        guard keyboard >= 0 else {
            rawMode.restore()
            throw .systemCall("dup", errno: errno)
        }
        let session = TerminalSession(rawMode: rawMode, keyboard: keyboard, output: output)
        TerminalOutput.write(
            ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen, to: output)
        CrashRestorer.arm(
            input: input, output: output, settings: rawMode.originalSettings, restore: leaving,
            environment: environment)
        TerminalRestorer.install { session.end() }
        return session
    }

    /// Shows the cursor, leaves the alternate screen, restores the
    /// terminal's settings and closes `keyboard`. Only the first call does
    /// anything; read no keys after it.
    public func end() {
        let wasActive = active.withLock { state in
            defer { state = false }
            return state
        }
        guard wasActive else { return }
        CrashRestorer.disarm()
        TerminalOutput.write(Self.leaving, to: output)
        rawMode.restore()
        close(keyboard)
    }
}
