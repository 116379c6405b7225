import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.7: the function `pipeline(_:)` returns gives what the
/// reference's gives, on the task's examples and a few hundred generated
/// pipelines of up to ten steps; and `pipeline(_:)` folds with `reduce`.
@Suite("1.7 Fold a list of functions into one")
struct Exercise1_7 {
    /// Checks any implementation of `pipeline(_:)`, whose source is at `source`.
    static func grade(
        _ pipeline: ([(Int) -> Int]) -> (Int) -> Int, source: AnswerSource, seed: Seed
    ) throws {
        let examples = [
            PipelineCall(steps: [.add(1), .multiply(10)], input: 2),
            PipelineCall(steps: [.subtract(3)], input: 3),
            PipelineCall(steps: [.add(1), .multiply(2), .subtract(5)], input: 4),
            PipelineCall(steps: [], input: 7),
        ]
        try compare(
            { $0.run(pipeline) }, with: { $0.run(Chapter1Reference.pipeline) },
            on: .pipelines(examples: examples), seed: seed, call: \.description,
            diagnose: diagnose)
        try checkSource(
            source, calls: ["reduce"], hint: 2,
            because: "This exercise practises folding functions: combine the steps with reduce.")
    }

    /// What a wrong result usually means.
    static func diagnose(_ call: PipelineCall, expected: Int, got: Int) -> Diagnosis? {
        if call.steps.isEmpty {
            return Diagnosis(
                hint: 2, "With no steps the input comes back unchanged: start from { $0 }.")
        }
        let backwards = PipelineCall(steps: call.steps.reversed(), input: call.input)
        if got == backwards.run(Chapter1Reference.pipeline) {
            return Diagnosis(hint: 2, "The steps ran last to first: the first step runs first.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_7`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([(Int) -> Int]) -> (Int) -> Int> {
        [
            "runsBackwards": Mutants1_7.runsBackwards,
            "startsFromZero": Mutants1_7.startsFromZero,
            "picksByNumberOfSteps": Mutants1_7.picksByNumberOfSteps,
            "keepsOnlyTheLastStep": Mutants1_7.keepsOnlyTheLastStep,
            "loopsInsteadOfFolding": Mutants1_7.loopsInsteadOfFolding,
        ]
    }

    @Test("your pipeline(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_7.grade(
                    Chapter1Exercises.pipeline, source: .stub("1.7", function: "pipeline"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_7", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_7.mutants.first { $0.key == mutant }!.value
                try Exercise1_7.grade(
                    answer, source: .mutant("1.7", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
