import Chapter1Calls
import ExerciseGrading
import WorkbookKit

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
                        hint: 2,
                        en: "With no numbers there is no largest one: start the fold from nil.",
                        zh: "没有数，就没有最大的数：折叠要从 nil 开始。"
                    )
                }
                if got.value == 0 && numbers.allSatisfy({ $0 < 0 }) {
                    return Diagnosis(
                        hint: 2, en: "A fold that starts from 0 finds 0 among negative numbers.",
                        zh: "从 0 开始的折叠，在一堆负数里会找到 0。")
                }
                if let value = got.value, !numbers.contains(value) {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "\(value) is not in the list: it came from the fold's start. Any number "
                            + "you pick can be larger than them all; start from nil.",
                        zh: "\(value) 不在列表里：它来自折叠的初始值。你挑的任何数都可能比它们全都大；要从 nil 开始。")
                }
                if numbers.count > 1 && got.value == numbers.min() {
                    return Diagnosis(
                        hint: 1, en: "That is the smallest number, not the largest.",
                        zh: "这是最小的数，不是最大的。")
                }
                if got.value == numbers.dropLast().max() && expected.value == numbers.last {
                    return Diagnosis(
                        hint: 1, en: "The last number was never compared: fold over every number.",
                        zh: "最后一个数从没被比较过：折叠要经过每一个数。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("largest"), calls: ["reduce"], hint: 2,
            because:
                Bilingual(
                    en:
                        "This exercise is about a fold's initial value: find the largest with reduce, "
                        + "not with sorted() or max().",
                    zh: "这个练习讲的是折叠的初始值：用 reduce 找出最大的数，不要用 sorted() 或 max()。"))
    }
}
