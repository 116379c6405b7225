import Foundation
import WorkbookKit

/// Tells the learner how far a build has come, from SwiftPM's `[12/40]` lines:
/// on a terminal one line that updates in place, elsewhere a line every few
/// seconds, so the first check (which compiles the most) never sits silent.
final class BuildProgress: @unchecked Sendable {
    private let chapter: Int
    private let language: Language
    private let log: (String) -> Void
    private let inPlace = isatty(STDERR_FILENO) != 0
    private let started = Date()
    private var lastShown = Date.distantPast
    private var shownInPlace = false

    /// Reports the build of chapter `chapter`'s answers through `log`, in
    /// `language`: by default the one this command's `--lang` or locale chooses.
    init(
        chapter: Int, language: Language = BuildProgress.commandLanguage,
        log: @escaping (String) -> Void
    ) {
        self.chapter = chapter
        self.language = language
        self.log = log
    }

    /// The language this process's command line or locale chooses; English
    /// if `--lang` is wrong (the command has said so already).
    static var commandLanguage: Language {
        (try? Language.resolve(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment)) ?? .english
    }

    /// Reads one line of SwiftPM's output.
    func read(_ line: String) {
        guard let match = line.firstMatch(of: #/^\[(\d+)/(\d+)\] (\w+)/#),
            let done = Int(match.1), let total = Int(match.2), total > 1
        else { return }
        let seconds = Int(Date().timeIntervalSince(started))
        let text = Bilingual(
            en: "  building chapter \(chapter)'s answers: \(done) of \(total) steps, \(seconds) s",
            zh: "  正在构建第 \(chapter) 章的答案：第 \(done) 步，共 \(total) 步，\(seconds) 秒"
        ).text(in: language)
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
