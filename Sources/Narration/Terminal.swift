import Foundation
import WorkbookKit

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
        guard !plain, isTerminal(STDOUT_FILENO) else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The width to wrap paragraphs at.
    static var width: Int {
        guard isTerminal(STDOUT_FILENO), let columns = terminalColumns() else {
            return maximumWidth
        }
        return min(maximumWidth, max(40, columns))
    }

    /// Whether standard output is a terminal, where a chapter may be paged.
    static var isOutputATerminal: Bool {
        isTerminal(STDOUT_FILENO)
    }

    /// Waits for the reader to press Enter, and returns false if they chose
    /// to quit; returns true at once if input has ended.
    ///
    /// On a terminal one key decides, with no Enter after it: Enter or space
    /// goes on, `q` quits, and other keys are ignored. Otherwise a line
    /// decides (`q` or `quit` quits), read with `Keyboard`'s bound, so that
    /// endless input without a line break cannot fill the memory.
    static func waitForEnter() -> Bool {
        fflush(nil)
        guard Keyboard.isTerminal else {
            guard let answer = Keyboard.readLine() else { return true }
            let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
            return word != "q" && word != "quit"
        }
        while let key = Keyboard.readKey() {
            switch key {
            case "\n", " ", "\u{4}":
                print("")
                return true
            case "q", "Q":
                print("")
                return false
            default:
                continue
            }
        }
        return true
    }
}
