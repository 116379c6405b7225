import Chapter1Calls
import ExerciseGrading
import WorkbookKit

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
                        en: "A fold of nothing returns its initial value: the sum of none is 0.",
                        zh: "对空列表折叠，返回的是初始值：什么都没有，总和就是 0。")
                }
                if Set(numbers).count < numbers.count
                    && got == Set(numbers).reduce(0, { $0 &+ $1 })
                {
                    return Diagnosis(
                        hint: 2,
                        en: "A number that appears more than once counts each time it appears.",
                        zh: "一个数出现几次，就要加几次。"
                    )
                }
                if got == expected &+ 1 {
                    return Diagnosis(
                        hint: 2, en: "The total is one too many: start the fold from 0.",
                        zh: "总和多了 1：折叠要从 0 开始。")
                }
                if numbers.count > 100 {
                    return Diagnosis(
                        hint: 2, en: "Every number counts, however long the list is.",
                        zh: "每个数都算数，不管列表有多长。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("total"), calls: ["reduce"], hint: 2,
            because: Bilingual(
                en: "This exercise practises the fold: add the numbers up with reduce.",
                zh: "这个练习练的是折叠：用 reduce 把数加起来。"))
    }
}
