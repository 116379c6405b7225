import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.6: `outputs(of:drivenBy:)` executes on each tap, skips
/// refused taps and failed runs, and completes after the taps and the last run.
@Suite("3.6 Drive a command from button taps")
struct Exercise3_6 {
    static let numbers: [Character: Int] = ["1": 1, "3": 3]

    /// Checks any implementation of `outputs(of:drivenBy:)`.
    static func grade(_ outputs: (Command<Void, Int>, Signal<Void>) -> Signal<Int>) throws {
        let scheduler = TestScheduler()
        let runs = CallCounter()
        // Each run takes 3 ticks and sends its number; the second run fails.
        let command = Command<Void, Int> { _ in
            runs.tick()
            let number = runs.count
            let run: [Recorded<Int>] =
                number == 2 ? [.error(3, TestError("offline"))] : [.next(3, number), .completed(3)]
            return scheduler.coldSignal(run).signal
        }
        let taps = scheduler.hotSignal("-t-t---t-t--t-|", values: ["t": ()])
        let call = "outputs(of: command, drivenBy: taps), with taps -t-t---t-t--t-|"
        let recorder = calling(call) { scheduler.record(outputs(command, taps.signal)) }
        calling(call) { scheduler.run() }
        try checkMarbles(
            call, recorder, equals: "----1----------(3|)", values: numbers, hint: 2,
            legend:
                "each run takes 3 ticks and sends its number: run 1 from 1 to 4, "
                + "run 2 from 7 fails at 10, run 3 from 12 to 15; taps at 3 and 9 are refused",
            because:
                "A refused tap and a failed run must not end the outputs: catch their errors "
                + "inside, for each tap.")
        try check(
            "\(call), how many runs started", runs.count, equals: 3, hint: 2,
            because: "Execute on every tap; the command itself refuses taps while it runs.")
        try checkSubscriptions(
            call, of: "the taps", taps.subscriptions, equals: ["^-------------!"],
            because: "Subscribe to the taps once, until they complete.")
    }

    @Test("your outputs(of:drivenBy:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_6.grade(outputs(of:drivenBy:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that ends at the first refused tap")
    func catchesEndingAtRefusal() async {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_6.grade(Mutants3_6.endsAtTheFirstRefusal(of:drivenBy:))
            }
        }
        run.expectCaught(result, mutant: "endsAtTheFirstRefusal")
    }

    @Test("catches an answer that switches to the latest tap's run")
    func catchesSwitching() async {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_6.grade(Mutants3_6.switchesToLatest(of:drivenBy:)) }
        }
        run.expectCaught(result, mutant: "switchesToLatest")
    }

    @Test("catches an answer that ends at the first failed run")
    func catchesEndingAtFailedRun() async {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_6.grade(Mutants3_6.endsAtTheFirstFailedRun(of:drivenBy:))
            }
        }
        run.expectCaught(result, mutant: "endsAtTheFirstFailedRun")
    }
}
