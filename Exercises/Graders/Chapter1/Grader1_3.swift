import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.3: `total(of:)` gives what the reference gives on lists whose sum
    /// fits in an Int in any order (Int.max and Int.min among them, lists of
    /// thousands), and folds.
    static let total = Grader("1.3") { judge in
        try compare(
            judge.answer(Chapter1Calls.total), with: judge.reference(Chapter1Calls.total),
            on: .summableLists(examples: [[1, 2, 3, 4], [], [5], [-2, 2, 7]]), seed: judge.seed,
            call: { "total(of: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                if numbers.isEmpty {
                    return Diagnosis(
                        hint: 2,
                        "A fold of nothing returns its initial value: the sum of none is 0.")
                }
                if Set(numbers).count < numbers.count
                    && got == Set(numbers).reduce(0, { $0 &+ $1 })
                {
                    return Diagnosis(
                        hint: 2, "A number that appears more than once counts each time it appears."
                    )
                }
                if got == expected &+ 1 {
                    return Diagnosis(hint: 2, "The total is one too many: start the fold from 0.")
                }
                if numbers.count > 100 {
                    return Diagnosis(hint: 2, "Every number counts, however long the list is.")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("total"), calls: ["reduce"], hint: 2,
            because: "This exercise practises the fold: add the numbers up with reduce.")
    }
}
