import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.5: `largest(in:)` gives what the reference gives on every kind of
    /// Int list, Int.min and Int.max included, and folds.
    static let largest = Grader("1.5") { judge in
        try compare(
            judge.answer(Chapter1Calls.largest), with: judge.reference(Chapter1Calls.largest),
            on: .integerLists(
                examples: [[3, 9, 2], [-5, -2, -9], [], [4]], within: Int.min...Int.max),
            seed: judge.seed, call: { "largest(in: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                if numbers.isEmpty {
                    return Diagnosis(
                        hint: 2, "With no numbers there is no largest one: start the fold from nil."
                    )
                }
                if got.value == 0 && numbers.allSatisfy({ $0 < 0 }) {
                    return Diagnosis(
                        hint: 2, "A fold that starts from 0 finds 0 among negative numbers.")
                }
                if let value = got.value, !numbers.contains(value) {
                    return Diagnosis(
                        hint: 2,
                        "\(value) is not in the list: it came from the fold's start. Any number "
                            + "you pick can be larger than them all; start from nil.")
                }
                if numbers.count > 1 && got.value == numbers.min() {
                    return Diagnosis(hint: 1, "That is the smallest number, not the largest.")
                }
                if got.value == numbers.dropLast().max() && expected.value == numbers.last {
                    return Diagnosis(
                        hint: 1, "The last number was never compared: fold over every number.")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("largest"), calls: ["reduce"], hint: 2,
            because:
                "This exercise is about a fold's initial value: find the largest with reduce, "
                + "not with sorted() or max().")
    }
}
