import Foundation
import WorkbookKit

/// The one message a learner reads for each way a grading can end.
enum Reports {
    /// A wrong answer: the grader's finding, what the code printed, and the seed.
    ///
    /// If the answer crashed on a smaller input the grader tried while
    /// shrinking, the runtime's crash report is cut from the prints and said
    /// in one line.
    static func wrong(
        _ id: String, _ wrong: WrongAnswer, printed: (text: String, lineCount: Int), seed: Seed
    ) -> GradeReport {
        var prints = printed
        var crash = ""
        let lines = printed.text.split(separator: "\n", omittingEmptySubsequences: false)
        if let reason = Stopped.crashReason(printed.text),
            let at = lines.firstIndex(where: { $0.contains(reason) })
        {
            prints = (lines[..<at].joined(separator: "\n"), at)
            crash = "\n(On a smaller input the grader then tried, your code crashed: \(reason).)"
        }
        return GradeReport(
            id: id, status: .wrong,
            message: wrong.message(for: id) + crash + printedNote(prints) + replay(id, seed))
    }

    /// An answer program that stopped in `call` (or before any call).
    static func stopped(
        _ id: String, _ stopped: Stopped, call: String?, printed: (text: String, lineCount: Int),
        seed: Seed
    ) -> GradeReport {
        let hint = "swift run workbook hint \(id)"
        let place = call.map { " in \($0)" } ?? ""
        let note = printedNote(printed)
        let status: GradeReport.Status
        let message: String
        switch stopped {
        case .notAttempted:
            let file = Catalog.exercise(id: id)?.file ?? "its stub in Exercises/"
            return GradeReport(
                id: id, status: .notAttempted,
                message: "\(id) not attempted: edit \(file), then run swift run workbook check "
                    + "\(id) (stuck? \(hint))")
        case .exited(let code):
            status = .crashed
            message =
                "\(id): your code ended the process with exit code \(code)\(place), before the "
                + "grader had finished. Return a value instead (or call fatalError(\"…\") for a "
                + "case not done yet)." + note
        case .crashed(let signal, let reason):
            status = .crashed
            message =
                "\(id) crashed\(place): \(reason ?? Stopped.signalReason(signal))\n"
                + "Read hint 1: \(hint) 1" + note
        case .outOfTime(let seconds):
            status = .timedOut
            message =
                "\(id) timed out after \(seconds) s of processor time\(place).\n"
                + "Is there an endless loop? Read hint 1: \(hint) 1" + note
        case .waitedTooLong(let seconds):
            status = .timedOut
            message =
                "\(id) timed out: still waiting after \(seconds) s\(place).\n"
                + "Is it waiting for an event that never comes, such as a signal that never "
                + "completes? Read hint 1: \(hint) 1" + note
        case .tooMuchMemory(let bytes):
            status = .crashed
            message =
                "\(id) used more than \(size(bytes)) of memory\(place), and was stopped.\n"
                + "Does it build a list that never ends, or keep every value it ever saw? "
                + "Read hint 1: \(hint) 1" + note
        case .tooMuchOutput(let bytes):
            status = .crashed
            message =
                "\(id) printed more than \(size(bytes))\(place), and was stopped.\n"
                + "Is a print inside a loop that never ends? Read hint 1: \(hint) 1" + note
        case .wroteAFile:
            status = .crashed
            message =
                "\(id) tried to write a file\(place), and was stopped: an answer returns its "
                + "result instead of writing it anywhere." + note
        case .refused, .unreadableReply, .couldNotStart:
            return graderFault(id, "the answer program could not play the call\(place): \(stopped)")
        }
        return GradeReport(id: id, status: status, message: message + replay(id, seed))
    }

    /// A fault of the grader's own: never the answer's.
    static func graderFault(_ id: String, _ what: String) -> GradeReport {
        GradeReport(
            id: id, status: .graderFault,
            message:
                "\(id) could not be graded: \(what).\nThis is a fault in the workbook's grader, "
                + "not in your answer. Please report it, with this message.")
    }

    /// A size in words: "512 MB", "64 KB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// The line that replays the same inputs.
    static func replay(_ id: String, _ seed: Seed) -> String {
        "\nSeed \(seed). To replay these inputs:\n  swift run workbook check \(id) --seed \(seed)"
    }

    /// A note with what the learner's code printed, if it printed anything:
    /// its first ten lines, and how many more there were.
    static func printedNote(_ printed: (text: String, lineCount: Int)) -> String {
        let output = printed.text
        guard !output.isEmpty else { return "" }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(output.hasSuffix("\n") ? 1 : 0)
        let total = max(printed.lineCount, lines.count)
        let shown = lines.prefix(10)
        let more =
            total > shown.count ? "\n  | … (\(counted(total - shown.count, "more line")))" : ""
        let text = shown.map { "  | \($0)" }.joined(separator: "\n")
        return "\nYour code printed:\n\(text)\(more)"
    }
}
