import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.3: `total(of:)` adds up the numbers, and the sum of none is 0.
@Suite("1.3 Add up a list with a fold")
struct Exercise1_3 {
    /// Checks any implementation of `total(of:)`.
    static func grade(_ total: ([Int]) -> Int) throws {
        try check("total(of: [1, 2, 3, 4])", total([1, 2, 3, 4]), equals: 10)
        try check("total(of: [5])", total([5]), equals: 5)
        try check("total(of: [-2, 2, 7])", total([-2, 2, 7]), equals: 7)
        try check(
            "total(of: [])", total([]), equals: 0, hint: 2,
            because: "A fold of nothing returns its initial value.")
    }

    @Test("your total(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_3.grade(total(of:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that folds from 1")
    func catchesStartingAtOne() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_3.grade(Mutants1_3.startsAtOne) }
        }
        run.expectCaught(result, mutant: "startsAtOne")
    }

    @Test("catches an answer that skips the first number")
    func catchesSkippingTheFirst() async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_3.grade(Mutants1_3.skipsTheFirst) }
        }
        run.expectCaught(result, mutant: "skipsTheFirst")
    }
}
