import Chapter1Calls
import ExerciseGrading
import WorkbookKit

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
                        en: "In Swift, -3 % 2 is -1, not 1: isMultiple(of: 2) is right for every "
                            + "number.",
                        zh: "在 Swift 中，-3 % 2 是 -1，不是 1：isMultiple(of: 2) 对每个数都正确。")
                }
                if got.sorted() == expected.sorted() {
                    return Diagnosis(
                        hint: 2,
                        en: "The right numbers in another order: filter keeps the input's order.",
                        zh: "数都对，但顺序变了：filter 会保持输入的顺序。")
                }
                if Set(got) == Set(expected) {
                    return Diagnosis(
                        hint: 2, en: "A number that appears twice is kept twice.",
                        zh: "一个数出现两次，就保留两次。")
                }
                if got.count < expected.count {
                    return Diagnosis(
                        hint: 2, en: "Every even number counts, however large or small it is.",
                        zh: "每个偶数都算数，不管它多大或多小。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("evens"), calls: ["filter"], avoids: ["reduce", "compactMap"],
            stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises filter: let filter ask your question of each number.",
                zh: "这个练习练的是 filter：让 filter 对每个数提出你的问题。"))
    }
}
