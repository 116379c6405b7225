import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.1: `squares(of:)` gives what the reference gives on the task's
    /// examples and hundreds of generated lists (every number whose square
    /// fits in an Int, lists of thousands), and maps.
    static let squares = Grader("1.1") { judge in
        try compare(
            judge.answer(Chapter1Calls.squares), with: judge.reference(Chapter1Calls.squares),
            on: .integerLists(examples: [[1, 2, 3], [-4, 0, 5], []], within: squarable),
            seed: judge.seed, call: { "squares(of: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                if !numbers.isEmpty, got == numbers.map({ $0 ^ 2 }) {
                    return Diagnosis(
                        hint: 2,
                        "In Swift, ^ is exclusive or (it flips bits), not a power: "
                            + "the square of x is x * x.")
                }
                guard got != expected, got.sorted() == expected.sorted() else { return nil }
                return Diagnosis(
                    hint: 2,
                    "The squares are right but out of order: keep each at its number's place.")
            })
        try checkConcept(
            judge.source.function("squares"), calls: ["map"], hint: 2,
            because: "This exercise practises map: let map call your closure on every number.")
    }

    /// The numbers whose square fits in an Int: ±3,037,000,499.
    static let squarable = -3_037_000_499...3_037_000_499
}
