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
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("1.1") { try Exercise1_1.grade(squares(of:)) }
        }
        try Grade.judge(result, exercise: "1.1")
    }

    @Test("catches an answer that doubles instead of squaring")
    func catchesDoubling() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("1.1") { try Exercise1_1.grade(Mutants1_1.doubles) }
        }
        Grade.expectCaught(result, exercise: "1.1", mutant: "doubles")
    }

    @Test("catches an answer that sorts the squares")
    func catchesSorting() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("1.1") { try Exercise1_1.grade(Mutants1_1.sortsTheSquares) }
        }
        Grade.expectCaught(result, exercise: "1.1", mutant: "sortsTheSquares")
    }
}
