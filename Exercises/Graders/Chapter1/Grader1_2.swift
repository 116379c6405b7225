import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.2: `evens(in:)` gives what the reference gives on every kind of Int
    /// list, Int.min and Int.max included, and filters.
    static let evens = Grader("1.2") { judge in
        try compare(
            judge.answer(Chapter1Calls.evens), with: judge.reference(Chapter1Calls.evens),
            on: .integerLists(
                examples: [[1, 2, 3, 4], [-3, -2, 0, 7]], within: Int.min...Int.max),
            seed: judge.seed, call: { "evens(in: \(abbreviated($0)))" },
            diagnose: { _, expected, got in
                if got.contains(where: { $0 < 0 && !$0.isMultiple(of: 2) }) {
                    return Diagnosis(
                        hint: 2,
                        "In Swift, -3 % 2 is -1, not 1: isMultiple(of: 2) is right for every "
                            + "number.")
                }
                if got.sorted() == expected.sorted() {
                    return Diagnosis(
                        hint: 2,
                        "The right numbers in another order: filter keeps the input's order.")
                }
                if Set(got) == Set(expected) {
                    return Diagnosis(hint: 2, "A number that appears twice is kept twice.")
                }
                if got.count < expected.count {
                    return Diagnosis(
                        hint: 2, "Every even number counts, however large or small it is.")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("evens"), calls: ["filter"], hint: 2,
            because: "This exercise practises filter: let filter ask your question of each number.")
    }
}
