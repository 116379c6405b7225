import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal as a full-screen app uses it: raw keys, the alternate screen
/// and a hidden cursor, all undone by `end()` or on any way out of the program.
///
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.end() }
/// ```
///
/// Book: (none; the book's app owns an iPhone screen)
public final class TerminalSession: Sendable {
    private let rawMode: RawMode
    private let output: Int32
    private let active = Mutex(true)

    private init(rawMode: RawMode, output: Int32) {
        self.rawMode = rawMode
        self.output = output
    }

    /// Enters raw mode on `input` and the alternate screen on `output`, and
    /// registers `end()` with `TerminalRestorer`.
    public static func start(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO)
        throws(TerminalError) -> TerminalSession
    {
        guard isatty(output) == 1 else { throw .notATerminal(descriptor: output) }
        let session = TerminalSession(rawMode: try RawMode.enable(on: input), output: output)
        TerminalOutput.write(
            ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen, to: output)
        TerminalRestorer.install { session.end() }
        return session
    }

    /// Shows the cursor, leaves the alternate screen and restores the
    /// terminal's settings. Only the first call does anything.
    public func end() {
        let wasActive = active.withLock { state in
            defer { state = false }
            return state
        }
        guard wasActive else { return }
        TerminalOutput.write(ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen, to: output)
        rawMode.restore()
    }
}
