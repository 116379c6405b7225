import ExerciseSupport
import Foundation
import Testing
import WorkbookKit

/// Runs a grader in a process of its own, then turns how that process ended
/// into one grade: passed, skipped (not attempted), or one clear issue.
///
/// Each grading test has the same three lines. The exit test runs the grader
/// in a child process, so a crash or an endless loop in one exercise cannot
/// hide the others; the parent reads the child's exit code and standard error.
///
/// ```swift
/// @Test("your squares(of:)")
/// func yourAnswer() async throws {
///     let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
///         Grade.run("1.1") { try Exercise1_1.grade(squares(of:)) }
///     }
///     try Grade.judge(result, exercise: "1.1")
/// }
/// ```
public enum Grade {
    /// What the parent reads from the child: its standard error and output.
    public static let observed: [any PartialKeyPath<ExitTest.Result> & Sendable] = [
        \.standardErrorContent, \.standardOutputContent,
    ]

    /// How long a grader may run before it is stopped, in seconds.
    public static let timeLimit: UInt32 = 10

    /// In the child: runs `check` and ends the process with the verdict's exit code.
    ///
    /// A `WrongAnswer` is written to standard error for the parent to show.
    /// After `seconds` (`timeLimit` unless given) the process is stopped.
    public static func run(
        _ id: String, stoppingAfter seconds: UInt32 = timeLimit, _ check: () throws -> Void
    ) -> Never {
        alarm(seconds)
        Channel.startOutput()
        do {
            try check()
            exit(GradeExitCode.passed.rawValue)
        } catch let wrong as WrongAnswer {
            Channel.sendWrongAnswer(wrong.message(for: id))
        } catch {
            let wrong = WrongAnswer(
                call: Channel.lastCall ?? "the grader",
                comparison: "expected: no error\ngot:      \(error)",
                explanation: nil, hint: 1)
            Channel.sendWrongAnswer(wrong.message(for: id))
        }
        exit(GradeExitCode.wrongAnswer.rawValue)
    }

    /// In the parent, for the learner's answer: passes, cancels the test as not
    /// attempted, or records one issue that says what went wrong.
    ///
    /// With `WORKBOOK_SOLUTIONS=1`, "not attempted" is an issue too: every
    /// reference solution must be graded, none skipped.
    public static func judge(
        _ result: ExitTest.Result?, exercise id: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let result else { return }  // #expect has already recorded why
        let report = Verdict.report(id: id, result: result)
        ReportFile.append(report)
        switch report.status {
        case .passed:
            return
        case .notAttempted where !solutionsSwitchedIn:
            try Test.cancel(Comment(rawValue: report.message), sourceLocation: sourceLocation)
        case .notAttempted:
            Issue.record(
                Comment(rawValue: "The reference solution of \(id) is not attempted."),
                sourceLocation: sourceLocation)
        case .wrong, .crashed, .compileError:
            Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation)
        }
    }

    /// In the parent, for a mutant: records an issue unless the grader called it wrong.
    ///
    /// With `WORKBOOK_SHOW_MUTANTS=1` it also prints what the grader said, so
    /// that whoever writes a grader can read the messages a learner would get.
    public static func expectCaught(
        _ result: ExitTest.Result?, exercise id: String, mutant: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let result else { return }
        let report = Verdict.report(id: id, result: result)
        if ProcessInfo.processInfo.environment["WORKBOOK_SHOW_MUTANTS"] == "1" {
            print("── \(id), mutant \(mutant): \(report.status.rawValue)\n\(report.message)\n")
        }
        guard report.status == .wrong else {
            Issue.record(
                Comment(
                    rawValue:
                        "The grader of \(id) let the mutant \"\(mutant)\" through: "
                        + "it came back \(report.status.rawValue).\n\(report.message)"),
                sourceLocation: sourceLocation)
            return
        }
        let clear = report.message.contains("expected") && report.message.contains("hint \(id)")
        if !clear {
            Issue.record(
                Comment(
                    rawValue:
                        "The grader of \(id) caught \"\(mutant)\" but its message does not say "
                        + "what was expected and which hint to read:\n\(report.message)"),
                sourceLocation: sourceLocation)
        }
    }

    private static var solutionsSwitchedIn: Bool {
        ProcessInfo.processInfo.environment["WORKBOOK_SOLUTIONS"] == "1"
    }
}
