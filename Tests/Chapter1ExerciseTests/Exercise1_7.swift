import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.7: `pipeline(_:)` runs the steps first to last, and no steps change nothing.
@Suite("1.7 Fold a list of functions into one")
struct Exercise1_7 {
    /// Checks any implementation of `pipeline(_:)`.
    static func grade(_ pipeline: ([(Int) -> Int]) -> (Int) -> Int) throws {
        try check(
            "pipeline([{ $0 + 1 }, { $0 * 10 }])(2)", pipeline([{ $0 + 1 }, { $0 * 10 }])(2),
            equals: 30, because: "The first step runs first: (2 + 1) * 10.")
        try check("pipeline([{ $0 - 3 }])(3)", pipeline([{ $0 - 3 }])(3), equals: 0)
        try check(
            "pipeline([{ $0 + 1 }, { $0 * 2 }, { $0 - 5 }])(4)",
            pipeline([{ $0 + 1 }, { $0 * 2 }, { $0 - 5 }])(4), equals: 5)
        try check(
            "pipeline([])(7)", pipeline([])(7), equals: 7, hint: 2,
            because: "With no steps the input comes back unchanged: start from { $0 }.")
    }

    @Test("your pipeline(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_7.grade(pipeline) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that runs the steps backwards")
    func catchesRunningBackwards() async {
        let run = GradingRun("1.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_7.grade(Mutants1_7.runsBackwards) }
        }
        run.expectCaught(result, mutant: "runsBackwards")
    }

    @Test("catches an answer that starts from a function returning 0")
    func catchesStartingFromZero() async {
        let run = GradingRun("1.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_7.grade(Mutants1_7.startsFromZero) }
        }
        run.expectCaught(result, mutant: "startsFromZero")
    }
}
