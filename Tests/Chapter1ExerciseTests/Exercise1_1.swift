import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.1: `squares(of:)` squares each number and keeps the order.
@Suite("1.1 Square every number with map")
struct Exercise1_1 {
    /// Checks any implementation of `squares(of:)`.
    static func grade(_ squares: ([Int]) -> [Int]) throws {
        let cases: [(numbers: [Int], squares: [Int])] = [
            ([1, 2, 3], [1, 4, 9]),
            ([-4, 0, 5], [16, 0, 25]),
            ([], []),
            ([7], [49]),
        ]
        for (numbers, expected) in cases {
            try check("squares(of: \(numbers))", squares(numbers), equals: expected)
        }
    }

    @Test("your squares(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_1.grade(squares(of:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that doubles instead of squaring")
    func catchesDoubling() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_1.grade(Mutants1_1.doubles) }
        }
        run.expectCaught(result, mutant: "doubles")
    }

    @Test("catches an answer that sorts the squares")
    func catchesSorting() async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_1.grade(Mutants1_1.sortsTheSquares) }
        }
        run.expectCaught(result, mutant: "sortsTheSquares")
    }
}
