import Foundation
import Testing
import WorkbookKit

/// Reads how a grading process ended and says what it means for the learner.
///
/// Only the run's token on standard error means passed: an exit code alone,
/// or a pass line with another token, does not.
enum Verdict {
    /// The grade of exercise `id`, from the exit test's result and the run's token.
    static func report(id: String, result: ExitTest.Result, token: String) -> GradeReport {
        let code: Int32?
        let signal: Int32?
        switch result.exitStatus {
        case .exitCode(let value): (code, signal) = (value, nil)
        case .signal(let value): (code, signal) = (nil, value)
        @unknown default: (code, signal) = (nil, nil)
        }
        // An endless loop that prints can leave megabytes behind: keep the end
        // of standard error (where the verdict is) and the start of the output.
        let errors = result.standardErrorContent.suffix(256 * 1024)
        let output = result.standardOutputContent
        return report(
            id: id, exitCode: code, signal: signal,
            standardError: String(decoding: errors, as: UTF8.self),
            standardOutput: String(decoding: output.prefix(64 * 1024), as: UTF8.self),
            outputLineCount: output.count(where: { $0 == UInt8(ascii: "\n") }),
            tokenSeen: shows(token: token, in: result.standardErrorContent))
    }

    /// Whether `errors` holds the pass line with `token` on a line of its own.
    static func shows(token: String, in errors: some Collection<UInt8>) -> Bool {
        let line = Array(("\n" + Channel.passedPrefix + token + "\n").utf8)
        return Array(errors).firstRange(of: line) != nil
    }

    /// The grade of exercise `id`, from whether the child wrote the run's token,
    /// its exit code or signal, and what else it wrote.
    ///
    /// `outputLineCount` is the number of lines in the whole output, when
    /// `standardOutput` holds only its start.
    static func report(
        id: String, exitCode: Int32?, signal: Int32?, standardError: String, standardOutput: String,
        outputLineCount: Int? = nil, tokenSeen: Bool
    ) -> GradeReport {
        let report = ending(
            id: id, exitCode: exitCode, signal: signal, standardError: standardError,
            standardOutput: standardOutput, outputLineCount: outputLineCount, tokenSeen: tokenSeen)
        guard report.status.isFailing, let seed = announcedSeed(standardError) else {
            return report
        }
        return GradeReport(
            id: id, status: report.status,
            message:
                report.message + "\nSeed \(seed). To replay these inputs: "
                + "\(Seed.environmentKey)=\(seed) swift run workbook check \(id)")
    }

    /// The seed a seeded grader announced, if any.
    static func announcedSeed(_ standardError: String) -> String? {
        standardError.split(separator: "\n").first { $0.hasPrefix(Channel.seedPrefix) }
            .map { String($0.dropFirst(Channel.seedPrefix.count)) }
    }

    private static func ending(
        id: String, exitCode: Int32?, signal: Int32?, standardError: String, standardOutput: String,
        outputLineCount: Int?, tokenSeen: Bool
    ) -> GradeReport {
        let exercise = Catalog.exercise(id: id)
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let lastCall = lines.last { $0.hasPrefix(Channel.callPrefix) }
            .map { String($0.dropFirst(Channel.callPrefix.count)) }
        let printed = printedNote(
            Channel.learnerOutput(standardOutput), lineCount: outputLineCount.map { $0 - 1 })
        let hint = "swift run workbook hint \(id)"

        if tokenSeen {
            return GradeReport(id: id, status: .passed, message: "")
        }
        switch (exitCode.flatMap(GradeExitCode.init(rawValue:)), signal) {
        case (.notAttempted, _):
            let file = exercise?.file ?? "its stub in Exercises/"
            return GradeReport(
                id: id, status: .notAttempted,
                message:
                    "\(id) not attempted: edit \(file), then run swift run workbook check \(id) "
                    + "(stuck? \(hint))")
        case (.wrongAnswer, _):
            let marker = lines.lastIndex { $0 == Channel.wrongMarker }
            let message =
                marker.map { lines[($0 + 1)...].joined(separator: "\n") }
                ?? "\(id) came back wrong, but the grader's message was lost."
            return GradeReport(
                id: id, status: .wrong,
                message: message.trimmingCharacters(in: .whitespacesAndNewlines) + printed)
        case (nil, SIGXCPU):
            let limit = announcedTimeLimit(standardError) ?? GradingRun.timeLimit
            return GradeReport(
                id: id, status: .timedOut,
                message:
                    "\(id) timed out after \(limit.processorSeconds) s"
                    + (lastCall.map { " in \($0)" } ?? "")
                    + ".\nIs there an endless loop? Read hint 1: \(hint) 1" + printed)
        case (nil, SIGALRM):
            let limit = announcedTimeLimit(standardError) ?? GradingRun.timeLimit
            return GradeReport(
                id: id, status: .timedOut,
                message:
                    "\(id) timed out: still waiting after \(limit.wallSeconds) s"
                    + (lastCall.map { " in \($0)" } ?? "")
                    + ".\nIs it waiting for an event that never comes, such as a signal "
                    + "that never completes? Read hint 1: \(hint) 1" + printed)
        case (nil, let signal?):
            let reason = crashReason(lines) ?? signalReason(signal)
            return GradeReport(
                id: id, status: .crashed,
                message:
                    "\(id) crashed" + (lastCall.map { " in \($0)" } ?? "") + ": \(reason)\n"
                    + "Read hint 1: \(hint) 1" + printed)
        case (.passed, _), (nil, nil):
            return GradeReport(
                id: id, status: .crashed,
                message:
                    "\(id): the grading process ended with exit code \(exitCode ?? -1)"
                    + (lastCall.map { " in \($0)" } ?? "")
                    + " before the grader had finished. Does your code call exit()? "
                    + "Only a grader that runs to its end can pass." + printed)
        }
    }

    /// The runtime's one-line reason for a crash, with the place Swift printed,
    /// such as "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range".
    static func crashReason(_ lines: [Substring]) -> String? {
        let failure = #/(?:[^\s:]+:\d+: )?(?:Fatal error|Precondition failed|Assertion failed)/#
        for line in lines {
            if let match = line.firstMatch(of: failure) {
                return String(line[match.range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// What a signal that ended the child most often means, when Swift printed no reason.
    static func signalReason(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP:
            "signal \(signal), a trap: most often an arithmetic overflow, such as Int.max + 1"
        case SIGSEGV, SIGBUS:
            "signal \(signal), a bad memory access: most often a recursion that never ends"
        default:
            "signal \(signal)"
        }
    }

    /// The time limit a grading child announced, if any.
    static func announcedTimeLimit(_ standardError: String) -> GradingRun.TimeLimit? {
        guard
            let line = standardError.split(separator: "\n")
                .first(where: { $0.hasPrefix(Channel.limitPrefix) })
        else { return nil }
        let numbers = line.dropFirst(Channel.limitPrefix.count).split(separator: " ")
            .compactMap { UInt32($0) }
        guard numbers.count == 2 else { return nil }
        return GradingRun.TimeLimit(processorSeconds: numbers[0], wallSeconds: numbers[1])
    }

    /// A note with what the learner's code printed, if it printed anything.
    ///
    /// `lineCount` is how many lines there were in all, if `output` is only the start.
    static func printedNote(_ output: String, lineCount: Int? = nil) -> String {
        guard !output.isEmpty else { return "" }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(output.hasSuffix("\n") ? 1 : 0)
        let total = max(lineCount ?? lines.count, lines.count)
        let shown = lines.prefix(10)
        let more =
            total > shown.count ? "\n  | … (\(counted(total - shown.count, "more line")))" : ""
        let text = shown.map { "  | \($0)" }.joined(separator: "\n")
        return "\nYour code printed:\n\(text)\(more)"
    }
}
