import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 3.6: on generated and hand-picked time stories of taps and
/// runs, `outputs(of:drivenBy:)` sends the reference's values at the same
/// ticks, completes or fails when the reference's does, and subscribes to the
/// taps and to each run as the reference does: refused taps, failed runs,
/// taps that end while a run goes on, early disposal and a late subscriber.
@Suite("3.6 Drive a command from button taps")
struct Exercise3_6 {
    typealias Outputs = (Command<Void, Int>, Signal<Void>) -> Signal<Int>

    /// Checks any implementation of `outputs(of:drivenBy:)`.
    static func grade(_ outputs: Outputs, seed: Seed) throws {
        try compareStories(
            "outputs(of: command, drivenBy: taps)",
            { driven($0, outputs) }, with: { driven($0, Chapter3Reference.outputs) },
            on: .stories(
                sources: ["taps"], inner: "run",
                examples: [
                    Story(["taps": "-t-t---t-t--t-|"], inner: ("run", "--1|")),
                    Story(["taps": "-t-t---t-|"], inner: ("run", "-1-2-#")),
                ]),
            seed: seed, hint: 2,
            because: "Each tap executes the command; run n plays the run script, so run(\"1\") "
                + "sends its digits as numbers. A tap while a run goes on is refused, and a run "
                + "may fail (#): neither may end the outputs, and every run's values count.")
    }

    /// A command whose n-th run plays the story's inner script under the key
    /// "n", sending its digits as numbers, driven by the story's taps; the
    /// command lives as long as the outputs.
    static func driven(_ stage: Stage, _ outputs: Outputs) -> Signal<Int> {
        let runs = CallCounter()
        let command = Command<Void, Int> { _ in
            runs.tick()
            return stage.inner(String(runs.count)).map { Int(String($0.suffix(1))) ?? 0 }
        }
        return keeping(command, alive: outputs(command, stage.source("taps").map { _ in () }))
    }

    /// Every wrong answer in `Mutants3_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Outputs> {
        [
            "endsAtTheFirstRefusal": Mutants3_6.endsAtTheFirstRefusal(of:drivenBy:),
            "switchesToLatest": Mutants3_6.switchesToLatest(of:drivenBy:),
            "endsAtTheFirstFailedRun": Mutants3_6.endsAtTheFirstFailedRun(of:drivenBy:),
            "takesTwo": Mutants3_6.takesTwo(of:drivenBy:),
            "catchesOutside": Mutants3_6.catchesOutside(of:drivenBy:),
        ]
    }

    @Test("your outputs(of:drivenBy:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_6.grade(Chapter3Exercises.outputs(of:drivenBy:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_6.mutants.first { $0.key == mutant }!.value
                try Exercise3_6.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
