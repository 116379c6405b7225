import Foundation

/// Tells the learner how far a build has come, from SwiftPM's `[12/40]` lines:
/// on a terminal one line that updates in place, elsewhere a line every few
/// seconds, so the first check (which compiles the most) never sits silent.
final class BuildProgress: @unchecked Sendable {
    private let chapter: Int
    private let log: (String) -> Void
    private let inPlace = isatty(STDERR_FILENO) != 0
    private let started = Date()
    private var lastShown = Date.distantPast
    private var shownInPlace = false

    init(chapter: Int, log: @escaping (String) -> Void) {
        self.chapter = chapter
        self.log = log
    }

    /// Reads one line of SwiftPM's output.
    func read(_ line: String) {
        guard let match = line.firstMatch(of: #/^\[(\d+)/(\d+)\] (\w+)/#),
            let done = Int(match.1), let total = Int(match.2), total > 1
        else { return }
        let seconds = Int(Date().timeIntervalSince(started))
        let text =
            "  building chapter \(chapter)'s answers: \(done) of \(total) steps, \(seconds) s"
        if inPlace {
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
            shownInPlace = true
        } else if Date().timeIntervalSince(lastShown) >= 5 {
            lastShown = Date()
            log(text)
        }
    }

    /// Ends the line that updates in place, if there is one.
    func finish() {
        if shownInPlace { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
