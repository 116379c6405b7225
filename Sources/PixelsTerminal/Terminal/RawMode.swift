import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Switches a terminal to raw mode and back.
///
/// In raw mode each key press arrives at once, unechoed, instead of a line at a
/// time: canonical input, echo, flow control (Ctrl-S/Ctrl-Q), `\r`-to-`\n`
/// translation and Ctrl-Z suspension are turned off. Ctrl-C still raises
/// SIGINT, so `TerminalRestorer` can put the terminal back before the program
/// ends. Output processing stays on, so `\n` still starts a new line.
///
/// ```swift
/// let raw = try RawMode.enable(on: STDIN_FILENO)
/// defer { raw.restore() }
/// ```
///
/// Book: (none; the book's app gets touches from UIKit)
public final class RawMode: Sendable {
    /// The terminal this controls.
    public let descriptor: Int32
    private let original: Mutex<termios?>

    private init(descriptor: Int32, original: termios) {
        self.descriptor = descriptor
        self.original = Mutex(original)
    }

    /// Puts the terminal on `descriptor` in raw mode, remembering its settings.
    public static func enable(on descriptor: Int32 = STDIN_FILENO) throws(TerminalError)
        -> RawMode
    {
        guard isatty(descriptor) == 1 else { throw .notATerminal(descriptor: descriptor) }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw .systemCall("tcgetattr", errno: errno)
        }
        let original = settings
        var raw = Platform.rawMode(from: settings)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            throw .systemCall("tcsetattr", errno: errno)
        }
        return RawMode(descriptor: descriptor, original: original)
    }

    /// Whether the settings are still to be restored.
    public var isEnabled: Bool { original.withLock { $0 != nil } }

    /// The settings `restore()` puts back, while they are still to be restored.
    var originalSettings: termios? { original.withLock { $0 } }

    /// Puts the original settings back. Only the first call does anything.
    public func restore() {
        guard
            var settings = original.withLock({ state in
                defer { state = nil }
                return state
            })
        else { return }
        _ = tcsetattr(descriptor, TCSAFLUSH, &settings)
    }
}
