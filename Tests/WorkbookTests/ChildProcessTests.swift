import ExerciseSupport
import Foundation
import Testing

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

    @Test("an index out of range is a crash, named with the call that caused it")
    func crash() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let numbers = [1, 2, 3]
                try check("total(of: [1, 2, 3])", numbers[numbers.count], equals: 6)
            }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .crashed)
        #expect(
            report?.message.hasPrefix(
                "1.3 crashed in total(of: [1, 2, 3]): Fatal error: Index out of range") == true)
    }

    @Test("an endless loop is stopped at the time limit and reported")
    func endlessLoop() async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade(stoppingAfter: 1) {
                calling("largest(in: [1])") { while true { sleep(1) } }
            }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .crashed)
        #expect(report?.message.hasPrefix("1.5 ran for more than") == true)
        #expect(report?.message.contains("in largest(in: [1])") == true)
    }

    @Test("the parent records a wrong answer as an issue with its message")
    func judgeRecordsOneIssue() async throws {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try check("squares(of: [2])", [2], equals: [4]) }
        }
        try withKnownIssue {
            try run.judge(result)
        } matching: { issue in
            issue.comments.first?.rawValue.contains("expected: [4]") == true
        }
    }
}
