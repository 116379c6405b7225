import Foundation
import Testing

@testable import ExerciseGrading

/// A pass cannot be forged by the code under test. Each test runs a trick a
/// learner could put in a stub, inside the grader, in a child process, as a
/// stub's code would run, and checks that the parent does not read a pass.
@Suite("Forging a pass")
struct ForgeryTests {
    @Test("exit with the code that used to mean passed is reported as ending early")
    func exitWithThePassedCode() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { _ = calling("squares(of: [1])") { () -> Int in exit(90) } }
        }
        let report = result.map { run.report($0) }
        #expect(report?.status == .crashed)
        #expect(
            report?.message.hasPrefix(
                "1.1: the grading process ended with exit code 90 in squares(of: [1]) "
                    + "before the grader had finished.") == true)
    }

    @Test("exit(0), _exit and abort do not pass either")
    func otherEndings() async {
        let run = GradingRun("1.1")
        let zero = await #expect(processExitsWith: .success, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { exit(0) }
        }
        let underscore = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { _exit(90) }
        }
        let aborted = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { abort() }
        }
        for result in [zero, underscore, aborted] {
            #expect(result.map { run.report($0).status } == .crashed)
        }
    }

    @Test("printing a pass line with a made-up token, then exiting, does not pass")
    func fakePassLine() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let fake = "\n\(Channel.passedPrefix)0123456789abcdef\n"
                FileHandle.standardError.write(Data(fake.utf8))
                print(fake)
                exit(90)
            }
        }
        #expect(result.map { run.report($0).status } == .crashed)
    }

    @Test("another run's pass does not count for this run: the token is per run")
    func anotherRunsToken() async {
        let other = GradingRun("1.1")
        let mine = GradingRun("1.1")
        #expect(other.token != mine.token)
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [other = other as GradingRun] in
            other.grade {}
        }
        #expect(result.map { other.report($0).status } == .passed)
        #expect(result.map { mine.report($0).status } == .crashed)
    }

    @Test("the child's environment and arguments do not hold the token")
    func tokenIsNotInTheEnvironment() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let places =
                    Array(ProcessInfo.processInfo.environment.values)
                    + CommandLine.arguments
                try require(
                    !places.contains { $0.contains(run.token) }, "ProcessInfo",
                    expected: "no token", got: "the token")
            }
        }
        #expect(result.map { run.report($0).status } == .passed)
    }

    @Test("a wrong answer's message cannot turn into a pass by printing the pass prefix")
    func wrongAnswerWithPassPrefix() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                print(Channel.passedPrefix)
                try check("squares(of: [2])", [2], equals: [4])
            }
        }
        #expect(result.map { run.report($0).status } == .wrong)
    }
}
