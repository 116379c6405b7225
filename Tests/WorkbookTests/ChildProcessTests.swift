import ExerciseSupport
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// The harness end to end: a grader runs in a child process, and however the
/// child ends (passed, not attempted, wrong, crashed, stuck), the parent reads
/// the right verdict from it.
@Suite("Grading in a child process")
struct ChildProcessTests {
    @Test("a grader that returns passes, and the token reaches the parent")
    func passes() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try check("1 + 1", 1 + 1, equals: 2) }
        }
        #expect(result.map { run.report($0).status } == .passed)
    }

    @Test("a stub's notAttempted call ends the child as not attempted")
    func notAttemptedStub() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { notAttempted("1.1") }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .notAttempted)
        #expect(report?.message.contains("edit Exercises/Chapter1/1.1-Squares.swift") == true)
    }

    @Test("a wrong answer comes back with its message and what the code printed")
    func wrong() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try check(
                    "total(of: [1, 2])",
                    {
                        print("adding")
                        return 4
                    }(), equals: 3)
            }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .wrong)
        #expect(
            report?.message == """
                1.3 Add up a list with a fold: not right yet.
                  total(of: [1, 2])
                    expected: 3
                    got:      4
                  Read hint 1: swift run workbook hint 1.3 1
                Your code printed:
                  | adding
                """)
    }

    @Test("a seeded grader's failure ends with its seed and how to replay it")
    func seeded() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                var random = run.seed.generator()
                try check("total(of: [1])", Int(random.next() % 2) + 5, equals: 1)
            }
        }
        let message = result.map { run.report($0).message } ?? ""
        #expect(message.contains("got:      5") || message.contains("got:      6"))
        #expect(message.hasSuffix("swift run workbook check 1.3"))
        #expect(message.contains("WORKBOOK_SEED="))
    }

    @Test("an index out of range is a crash, named with the call and the file:line Swift printed")
    func crash() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let numbers = [1, 2, 3]
                try check("total(of: [1, 2, 3])", numbers[numbers.count], equals: 6)
            }
        }
        let message = result.map { run.report($0).message } ?? ""
        #expect(result.map { run.report($0).status } == .crashed)
        #expect(
            message.firstMatch(
                of:
                    #/^1\.3 crashed in total\(of: \[1, 2, 3\]\): \S+\.swift:\d+: Fatal error: Index out of range\n/#
            ) != nil, "\(message)")
    }

    @Test("a fatalError in the learner's code is reported with its own file and line")
    func fatalErrorKeepsItsPlace() async {
        let run = GradingRun("1.3")
        let line = Unfinished.line
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { _ = calling("total(of: [])") { Unfinished.total() } }
        }
        let message = result.map { run.report($0).message } ?? ""
        #expect(
            message.hasPrefix(
                "1.3 crashed in total(of: []): "
                    + "WorkbookTests/ChildProcessTests.swift:\(line): Fatal error: not done\n"),
            "\(message)")
    }

    @Test("an overflow, which Swift reports with no message, is named as the likely cause")
    func overflow() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { _ = calling("total(of: [1])") { Unfinished.overflow(1) } }
        }
        let message = result.map { run.report($0).message } ?? ""
        #expect(message.hasPrefix("1.3 crashed in total(of: [1]): signal "), "\(message)")
        #expect(message.contains("a trap: most often an arithmetic overflow"), "\(message)")
    }

    @Test("an endless loop is stopped after its processor time and reported as timed out")
    func endlessLoop() async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade(stoppingAfter: .init(processorSeconds: 1, wallSeconds: 600)) {
                _ = calling("largest(in: [1])") { Unfinished.spin() }
            }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .timedOut)
        #expect(report?.message.hasPrefix("1.5 timed out after 1 s in largest(in: [1]).\n") == true)
    }

    @Test("a grader that waits forever is stopped by the clock and reported as waiting")
    func waitsForever() async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade(stoppingAfter: .init(processorSeconds: 600, wallSeconds: 1)) {
                calling("largest(in: [1])") { while true { sleep(1) } }
            }
        }
        let message = result.map { run.report($0).message } ?? ""
        #expect(
            message.hasPrefix("1.5 timed out: still waiting after 1 s in largest(in: [1]).\n"),
            "\(message)")
    }

    @Test(
        "the parent turns a wrong answer into one issue with its message, without recording it here"
    )
    func judgeRecordsOneIssue() async throws {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try check("squares(of: [2])", [2], equals: [4]) }
        }
        // Judged, not recorded: a recorded issue, even a known one, would print
        // "1.1 … not right yet" in every swift test run as if the learner's 1.1 failed.
        let report = try #require(result.map { run.report($0) })
        #expect(
            GradingRun.judgement(of: report, solutionsSwitchedIn: false) == .issue(report.message))
        #expect(report.message.contains("expected: [4]"))
        let skipped = GradeReport(id: "1.1", status: .notAttempted, message: "edit it")
        #expect(GradingRun.judgement(of: skipped, solutionsSwitchedIn: false) == .cancel("edit it"))
        #expect(
            GradingRun.judgement(of: skipped, solutionsSwitchedIn: true)
                == .issue("The reference solution of 1.1 is not attempted."))
        let passed = GradeReport(id: "1.1", status: .passed, message: "")
        #expect(GradingRun.judgement(of: passed, solutionsSwitchedIn: false) == .pass)
    }
}

/// Stands for a learner's unfinished answer in a file of its own (code inside
/// an exit test's closure reports the line of the `#expect` that holds it).
private enum Unfinished {
    /// The line of the `fatalError` below.
    static let line = #line + 3

    static func total() -> Int {
        fatalError("not done")
    }

    static func overflow(_ count: Int) -> Int {
        Int.max + count
    }

    /// Works forever, as an endless loop in a learner's answer does.
    static func spin() -> Int {
        var turns = 0
        while true { turns &+= 1 }
    }
}
