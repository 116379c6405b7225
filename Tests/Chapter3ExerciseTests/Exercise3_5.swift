import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.5: `statusMessages` reports each save and each failure as
/// a line, and never fails.
@Suite("3.5 Report a command's failures as values")
struct Exercise3_5 {
    static let lines: [Character: String] = [
        "a": "saved a", "f": "failed: disk full", "c": "saved c",
    ]
    static let story =
        "save.execute(\"a\") at 1, done at 2; \"x\" at 4, fails with disk full at 5; "
        + "\"c\" at 6, done at 7"

    /// Checks any implementation of `statusMessages(of:)`.
    static func grade(_ statusMessages: (Command<String, String>) -> Signal<String>) throws {
        let scheduler = TestScheduler()
        let save = Command<String, String> { name in
            let run: [Recorded<String>] =
                name == "x" ? [.error(1, TestError("disk full"))] : [.next(1, name), .completed(1)]
            return scheduler.coldSignal(run).signal
        }
        let call = "statusMessages(of: save)"
        let status = calling(call) { scheduler.record(statusMessages(save)) }
        for (tick, name) in [(1, "a"), (4, "x"), (6, "c")] {
            scheduler.schedule(at: tick) { save.execute(name) }
        }
        calling(story) { scheduler.run() }
        try checkMarbles(
            "\(call), with \(story)", status, equals: "--a--f-c", values: lines, hint: 2,
            legend: "a = \"saved a\", f = \"failed: disk full\", c = \"saved c\"",
            because:
                "Saved names come from the runs (executionSignals, flattened); failures come "
                + "from errors, as values. Neither may end the status bar.")
    }

    @Test("your statusMessages(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_5.grade(statusMessages(of:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that reports only the saves")
    func catchesOnlySuccesses() async {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_5.grade(Mutants3_5.onlySuccesses(of:)) }
        }
        run.expectCaught(result, mutant: "onlySuccesses")
    }

    @Test("catches an answer that reports only the failures")
    func catchesOnlyFailures() async {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_5.grade(Mutants3_5.onlyFailures(of:)) }
        }
        run.expectCaught(result, mutant: "onlyFailures")
    }

    @Test("catches an answer that fails at the first failed save")
    func catchesEndingAtFailure() async {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_5.grade(Mutants3_5.endsAtTheFirstFailure(of:)) }
        }
        run.expectCaught(result, mutant: "endsAtTheFirstFailure")
    }
}
