import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.5: `largest(in:)` finds the largest number, or nil for none.
@Suite("1.5 Find the largest, even in an empty list")
struct Exercise1_5 {
    /// Checks any implementation of `largest(in:)`.
    static func grade(_ largest: ([Int]) -> Int?) throws {
        try check("largest(in: [3, 9, 2])", largest([3, 9, 2]), equals: 9)
        try check("largest(in: [4])", largest([4]), equals: 4)
        try check(
            "largest(in: [])", largest([]), equals: nil, hint: 2,
            because: "With no numbers there is no largest one: start the fold from nil.")
        try check(
            "largest(in: [-5, -2, -9])", largest([-5, -2, -9]), equals: -2, hint: 2,
            because: "A fold that starts from 0 finds 0 among negative numbers.")
    }

    @Test("your largest(in:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_5.grade(largest(in:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that folds from 0")
    func catchesStartingAtZero() async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_5.grade(Mutants1_5.startsAtZero) }
        }
        run.expectCaught(result, mutant: "startsAtZero")
    }

    @Test("catches an answer that finds the smallest")
    func catchesSmallest() async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_5.grade(Mutants1_5.smallest) }
        }
        run.expectCaught(result, mutant: "smallest")
    }
}
