import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Testing

/// Grades exercise 2.1: `firstSquares` returns the right squares and computes no others.
@Suite("2.1 Square only what you need, lazily")
struct Exercise2_1 {
    /// Checks any implementation of `firstSquares(_:of:using:)`.
    static func grade(_ firstSquares: (Int, [Int], @escaping (Int) -> Int) -> [Int]) throws {
        let cases: [(count: Int, numbers: [Int], squares: [Int])] = [
            (3, Array(1...1000), [1, 4, 9]),
            (5, [5, 6], [25, 36]),
            (0, [1, 2], []),
        ]
        for (count, numbers, expected) in cases {
            let calls = CallCounter()
            let call =
                "firstSquares(\(count), of: "
                + (numbers.count > 10 ? "Array(1...\(numbers.count))" : "\(numbers)") + ")"
            try check(
                call,
                firstSquares(count, numbers) {
                    calls.tick()
                    return $0 * $0
                },
                equals: expected)
            try require(
                calls.count == expected.count, call,
                expected: "square called \(expected.count) times",
                got: "square called \(calls.count) times", hint: 2,
                because: "Only a lazy map leaves the squares nobody reads uncomputed.")
        }
    }

    @Test("your firstSquares(_:of:using:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_1.grade(firstSquares) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that squares everything first")
    func catchesEagerness() async {
        let run = GradingRun("2.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_1.grade(Mutants2_1.eager) }
        }
        run.expectCaught(result, mutant: "eager")
    }

    @Test("catches an answer that asks for laziness after the map")
    func catchesLazyTooLate() async {
        let run = GradingRun("2.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_1.grade(Mutants2_1.lazyTooLate) }
        }
        run.expectCaught(result, mutant: "lazyTooLate")
    }
}
