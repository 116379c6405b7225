import Foundation
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Pages a chapter on a terminal the way git pages its output, so nothing
/// scrolls past unread: through `$PAGER`, or `less -R -F -X` when it is not set.
///
/// While it runs, what the chapter prints goes through a pipe to a relay
/// thread (see `PagerRelay`), which passes it on to the pager and keeps a
/// copy. The pager shows a screenful and waits for the reader (space for
/// more, `q` to quit); `-F` lets `less` quit by itself when everything fits
/// on one screen, `-X` leaves the text on the screen afterwards, and `-R`
/// passes colours through. As in git, `PAGER` set empty or to `cat` means no
/// pager, and `LESS` defaults to `FRX`; without `PAGER` or `less`, there is
/// no pager. The chapter always writes UTF-8, so the pager is told so
/// (`LESSCHARSET=utf-8`, unless the reader set `LESSCHARSET` or
/// `LESSCHARDEF`): where the locale `LANG` names is not installed, as in
/// many containers, `less` would otherwise take the text for ASCII and show
/// each Chinese character as `<E7><AC><AC>`. The chapter ignores Ctrl-C meanwhile: the pager answers it, and
/// the chapter finishes when the pager does. A reader who quits the pager
/// early ends the chapter, quietly. A pager that fails (`PAGER=false`, a
/// program that is not there: any exit status but 0) is noticed: the chapter
/// says so in one line on standard error and prints everything, the copy
/// first, straight to the terminal.
///
/// ```swift
/// let environment = ["TERM": "xterm"]
/// if let pager = Pager.start("less", environment: environment, programName: "Chapter1") {
///     print("a long chapter")   // goes to less
///     pager.finish()            // returns once the reader quits less
/// }
/// ```
///
/// Book: no equivalent; the book is paged by turning pages.
final class Pager {
    /// The pager when `PAGER` is not set.
    static let defaultCommand = "less -R -F -X"

    private let terminal: Int32
    private let relay: PagerRelay
    private let restoreSignals: () -> Void
    private var finished = false

    private init(terminal: Int32, relay: PagerRelay, restoreSignals: @escaping () -> Void) {
        self.terminal = terminal
        self.relay = relay
        self.restoreSignals = restoreSignals
    }

    /// The command to page with, as `environment` says, or nil for no pager:
    /// `PAGER` if set, else `less -R -F -X` if `less` is on the `PATH`.
    static func command(in environment: [String: String]) -> String? {
        guard let command = environment["PAGER"] else {
            let folders = (environment["PATH"] ?? "").split(separator: ":")
            let hasLess = folders.contains { folder in
                FileManager.default.isExecutableFile(atPath: "\(folder)/less")
            }
            return hasLess ? defaultCommand : nil
        }
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Starts `command` and sends standard output to it through the relay,
    /// or returns nil, and leaves standard output as it was, if the pager
    /// cannot start. `programName` begins the line that reports a failure,
    /// written in `language`.
    static func start(
        _ command: String, environment: [String: String], programName: String,
        language: Language = .english
    ) -> Pager? {
        guard let chapterSide = makePipe() else { return nil }
        guard let pagerSide = makePipe() else {
            closeAll([chapterSide.read, chapterSide.write])
            return nil
        }
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LESSCHARSET"] == nil && variables["LESSCHARDEF"] == nil {
            variables["LESSCHARSET"] = "utf-8"
        }
        fflush(nil)
        guard
            let process = spawnShell(
                command, input: pagerSide.read, closing: pagerSide.write,
                environment: variables.map { "\($0.key)=\($0.value)" })
        else {
            closeAll([chapterSide.read, chapterSide.write, pagerSide.read, pagerSide.write])
            return nil
        }
        close(pagerSide.read)
        let terminal = duplicateForThisProcess(STDOUT_FILENO)
        let restoreSignals = handleSignalsWhilePaging()
        let relay = PagerRelay.start(
            from: chapterSide.read, to: pagerSide.write, pager: process, terminal: terminal,
            failure: Bilingual(
                en: "\(programName): the pager (\(command))",
                zh: "\(programName)：分页程序（\(command)）"),
            language: language)
        dup2(chapterSide.write, STDOUT_FILENO)
        close(chapterSide.write)
        return Pager(terminal: terminal, relay: relay, restoreSignals: restoreSignals)
    }

    /// Hands everything printed so far to the pager, waits for the reader to
    /// quit it (or, if it failed, for the text to reach the terminal), and
    /// gives standard output back to the terminal. Only the first call does
    /// anything.
    func finish() {
        guard !finished else { return }
        finished = true
        fflush(nil)
        dup2(terminal, STDOUT_FILENO)
        relay.waitUntilDone()
        close(terminal)
        restoreSignals()
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
