import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.2: `evens(in:)` keeps the even numbers, negative ones included.
@Suite("1.2 Keep the even numbers with filter")
struct Exercise1_2 {
    /// Checks any implementation of `evens(in:)`.
    static func grade(_ evens: ([Int]) -> [Int]) throws {
        try check("evens(in: [1, 2, 3, 4])", evens([1, 2, 3, 4]), equals: [2, 4])
        try check("evens(in: [])", evens([]), equals: [])
        try check("evens(in: [5, 7])", evens([5, 7]), equals: [])
        try check(
            "evens(in: [-3, -2, 0, 7])", evens([-3, -2, 0, 7]), equals: [-2, 0], hint: 2,
            because: "Careful with negative numbers: in Swift, -3 % 2 is -1, not 1.")
    }

    @Test("your evens(in:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_2.grade(evens(in:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that keeps the odd numbers")
    func catchesOdds() async {
        let run = GradingRun("1.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_2.grade(Mutants1_2.keepsOdds) }
        }
        run.expectCaught(result, mutant: "keepsOdds")
    }

    @Test("catches an answer that trusts % 2 != 1 with negative numbers")
    func catchesRemainder() async {
        let run = GradingRun("1.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_2.grade(Mutants1_2.trustsRemainder) }
        }
        run.expectCaught(result, mutant: "trustsRemainder")
    }
}
