import Foundation

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
/// While it runs, what the chapter prints goes through a pipe to the pager,
/// which shows a screenful and waits for the reader (space for more, `q` to
/// quit); `-F` lets `less` quit by itself when everything fits on one screen,
/// `-X` leaves the text on the screen afterwards, and `-R` passes colours
/// through. As in git, `PAGER` set empty or to `cat` means no pager, and
/// `LESS` defaults to `FRX`; without `PAGER` or `less`, there is no pager. The chapter ignores Ctrl-C meanwhile: the pager
/// answers it, and the chapter finishes when the pager does. A reader who
/// quits the pager early ends the chapter, quietly.
///
/// ```swift
/// if let pager = Pager.start("less -R -F -X", environment: ["TERM": "xterm"]) {
///     print("a long chapter")   // goes to less
///     pager.finish()            // returns once the reader quits less
/// }
/// ```
///
/// Book: no equivalent; the book is paged by turning pages.
final class Pager {
    /// The pager when `PAGER` is not set.
    static let defaultCommand = "less -R -F -X"

    private let process: pid_t
    private let terminal: Int32
    private let restoreSignals: () -> Void
    private var finished = false

    private init(process: pid_t, terminal: Int32, restoreSignals: @escaping () -> Void) {
        self.process = process
        self.terminal = terminal
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

    /// Starts `command` and sends standard output to it, or returns nil, and
    /// leaves standard output as it was, if the pager cannot start.
    static func start(_ command: String, environment: [String: String]) -> Pager? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        fflush(nil)
        guard
            let process = spawnShell(
                command, input: ends[0], closing: ends[1],
                environment: variables.map { "\($0.key)=\($0.value)" })
        else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[0])
        let terminal = dup(STDOUT_FILENO)
        dup2(ends[1], STDOUT_FILENO)
        close(ends[1])
        return Pager(
            process: process, terminal: terminal, restoreSignals: handleSignalsWhilePaging())
    }

    /// Hands everything printed so far to the pager, waits for the reader to
    /// quit it, and gives standard output back to the terminal. Only the
    /// first call does anything.
    func finish() {
        guard !finished else { return }
        finished = true
        fflush(nil)
        dup2(terminal, STDOUT_FILENO)
        close(terminal)
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1, errno == EINTR {}
        restoreSignals()
    }
}
