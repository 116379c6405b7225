import Foundation

/// What a chapter needs to know about where its output goes.
///
/// Colour is on only when standard output is a terminal, `NO_COLOR` is unset
/// or empty (see no-color.org), `TERM` is not `dumb`, and `--plain` was not
/// given. Paragraphs wrap at 80 columns, or at the terminal's width when that
/// is narrower (but never under 40), so transcripts sent to a file or a pipe
/// are the same on every machine.
///
/// Book: no equivalent; the book's examples run inside an iOS app.
enum Terminal {
    /// The widest a paragraph may be.
    static let maximumWidth = 80

    /// Whether to colour the output, given `--plain` and the environment.
    static func usesColour(plain: Bool, environment: [String: String]) -> Bool {
        guard !plain, isatty(STDOUT_FILENO) != 0 else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The width to wrap paragraphs at.
    static var width: Int {
        guard isatty(STDOUT_FILENO) != 0 else { return maximumWidth }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return maximumWidth
        }
        return min(maximumWidth, max(40, Int(size.ws_col)))
    }

    /// Waits for the reader to press Enter; returns at once if input has ended.
    static func waitForEnter() {
        fflush(nil)
        _ = readLine()
    }
}
