import Foundation
import Testing
import WorkbookKit

/// One grading of one answer: the grader runs in a child process of its own,
/// and the parent turns how that process ended into one grade.
///
/// A pass cannot be forged by the code under test. The parent makes a fresh
/// random token for each run and hands it to the child as a captured value
/// of the exit test; the child writes it out only after the grader has
/// returned. Ending the process early, with any exit code, or printing what
/// looks like a pass, never shows the token, so the parent never reads a pass.
///
/// Every grading test has the same shape:
///
/// ```swift
/// @Test("your squares(of:)")
/// func yourAnswer() async throws {
///     let run = GradingRun("1.1")
///     let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
///         [run = run as GradingRun] in
///         run.grade {
///             try Exercise1_1.grade(
///                 Chapter1Exercises.squares(of:), source: .stub("1.1", function: "squares"),
///                 seed: run.seed)
///         }
///     }
///     try run.judge(result)
/// }
/// ```
///
/// A mutant's test is the same, with the mutant in place of the learner's
/// function and `run.expectCaught(result, mutant: "doubles")` as its last line.
public struct GradingRun: Sendable, Codable {
    /// The exercise, such as "1.1".
    public let exercise: String
    /// The secret that only a finished grader writes out.
    let token: String
    /// The seed for the grader's random inputs.
    private let seedValue: UInt64

    /// A run of exercise `id`'s grader, with a fresh token and this run's seed
    /// (the one `WORKBOOK_SEED` names, or a random one). A `WORKBOOK_SEED`
    /// that is not a seed is recorded as an issue.
    public init(_ id: String) {
        exercise = id
        var random = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(random.next() as UInt64, radix: 16) }.joined()
        seedValue = Seed.forThisRun().value
        if let text = ProcessInfo.processInfo.environment[Seed.environmentKey],
            Seed(parsing: text) == nil
        {
            let key = Seed.environmentKey
            Issue.record(
                Comment(
                    rawValue: "\(key)='\(text)' is not a seed; copy it from a failure message, "
                        + "such as \(key)=1234"))
        }
    }

    /// What the parent reads from the child: its standard error and output.
    public static let observed: [any PartialKeyPath<ExitTest.Result> & Sendable] = [
        \.standardErrorContent, \.standardOutputContent,
    ]

    /// How long a grader may run before it is stopped.
    ///
    /// The main limit is processor time, so a grader that spins in an endless
    /// loop is stopped after the same work however loaded the machine is
    /// (`swift test` runs many graders at once, and a wall clock would stop
    /// slow but correct ones). A grader that waits for something that never
    /// comes uses no processor time, so the clock stops it too, later.
    public struct TimeLimit: Sendable, Equatable {
        /// Seconds of processor time, the limit an endless loop reaches.
        public var processorSeconds: UInt32
        /// Seconds on the clock, the limit a grader that waits forever reaches.
        public var wallSeconds: UInt32

        /// A limit of `processorSeconds`, and six times that on the clock
        /// unless `wallSeconds` is given.
        public init(processorSeconds: UInt32, wallSeconds: UInt32? = nil) {
            self.processorSeconds = processorSeconds
            self.wallSeconds = wallSeconds ?? processorSeconds * 6
        }
    }

    /// The limit every grader runs under unless it says otherwise.
    public static let timeLimit = TimeLimit(processorSeconds: UInt32(GradeReport.timeLimit))

    // MARK: In the child

    /// This run's seed, for the grader's random inputs. Asking for it tells
    /// the parent, so that every failure message names it and how to replay it.
    public var seed: Seed {
        Channel.announceSeed(seedValue)
        return Seed(seedValue)
    }

    /// In the child: runs `check`, then ends the process.
    ///
    /// Only if `check` returns is the token written out. A `WrongAnswer` is
    /// written to standard error for the parent to show; another error is
    /// reported as a wrong answer in the call that threw it. Past `limit`
    /// (`timeLimit` unless given) the process is stopped, and leaves no core file.
    public func grade(
        stoppingAfter limit: TimeLimit = GradingRun.timeLimit, _ check: () throws -> Void
    ) -> Never {
        Platform.disableCoreFiles()
        Platform.limitProcessorTime(to: limit.processorSeconds)
        alarm(limit.wallSeconds)
        Channel.open()
        Channel.announceTimeLimit(limit)
        Channel.startOutput()
        do {
            try check()
            Channel.sendPass(token)
            exit(GradeExitCode.passed.rawValue)
        } catch let wrong as WrongAnswer {
            Channel.sendWrongAnswer(wrong.message(for: exercise))
        } catch {
            let wrong = WrongAnswer(
                call: Channel.lastCall ?? "the grader",
                comparison: "expected: no error\ngot:      \(error)",
                explanation: nil, hint: 1)
            Channel.sendWrongAnswer(wrong.message(for: exercise))
        }
        exit(GradeExitCode.wrongAnswer.rawValue)
    }

    // MARK: In the parent

    /// The grade that the child's ending means, given this run's token.
    public func report(_ result: ExitTest.Result) -> GradeReport {
        Verdict.report(id: exercise, result: result, token: token)
    }

    /// In the parent, for the learner's answer: passes, cancels the test as not
    /// attempted, or records one issue that says what went wrong.
    ///
    /// With `WORKBOOK_SOLUTIONS=1`, "not attempted" is an issue too: every
    /// reference solution must be graded, none skipped.
    public func judge(
        _ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let result else { return }  // #expect has already recorded why
        let report = report(result)
        ReportFile.append(report)
        switch Self.judgement(of: report, solutionsSwitchedIn: Self.solutionsSwitchedIn) {
        case .pass:
            return
        case .cancel(let message):
            try Test.cancel(Comment(rawValue: message), sourceLocation: sourceLocation)
        case .issue(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// What `judge` does with a learner's grade.
    enum Judgement: Equatable {
        /// The test passes.
        case pass
        /// The test is cancelled (shown as skipped) with this message.
        case cancel(String)
        /// The test records one issue with this message.
        case issue(String)
    }

    /// What `judge` does with `report`: pass it, cancel the test as not
    /// attempted (an issue when the reference solutions are graded), or
    /// record the report's message as the one issue.
    static func judgement(of report: GradeReport, solutionsSwitchedIn: Bool) -> Judgement {
        switch report.status {
        case .passed:
            .pass
        case .notAttempted where !solutionsSwitchedIn:
            .cancel(report.message)
        case .notAttempted:
            .issue("The reference solution of \(report.id) is not attempted.")
        case .wrong, .crashed, .timedOut, .compileError, .refused, .waiting:
            .issue(report.message)
        }
    }

    /// In the parent, for a mutant: records an issue unless the grader called
    /// it wrong with a message that says what was expected and which hint to read.
    ///
    /// With `WORKBOOK_SHOW_MUTANTS=1` it also prints what the grader said, so
    /// that whoever writes a grader can read the messages a learner would get.
    public func expectCaught(
        _ result: ExitTest.Result?, mutant: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let result else { return }
        let report = report(result)
        let id = exercise
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

/// How a grading process ends. None is zero, so that a process that ends
/// early for another reason is never read as a grade. The codes are only a
/// courtesy: a pass is read from the run's token, never from a code.
enum GradeExitCode: Int32, CaseIterable {
    /// The grader returned (and wrote the token).
    case passed = 90
    /// The stub is still as shipped: `notAttempted` ends the process with 91.
    case notAttempted = 91
    /// The grader found a wrong answer and wrote why on standard error.
    case wrongAnswer = 92
}
