import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.5: `largest(in:)` gives what the reference gives on every kind of
    /// Int list, Int.min and Int.max included, and folds.
    static let largest = Grader("1.5") { judge in
        let answer = judge.answer(Chapter1Calls.largest)
        try compare(
            answer, with: judge.reference(Chapter1Calls.largest),
            on: .integerLists(
                examples: [[3, 9, 2], [-5, -2, -9], [], [4]], within: Int.min...Int.max),
            seed: judge.seed, call: { "largest(in: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                if numbers.isEmpty, let value = got.value {
                    return Diagnosis(
                        hint: 2,
                        en: "With no numbers there is no largest one, but your answer returned "
                            + "\(value): it came from the fold's start, which a fold of nothing "
                            + "returns as it is.",
                        zh: "一个数都没有，就没有最大的数，你的答案却返回了 \(value)：它来自折叠的初始值，"
                            + "对空列表折叠会原样返回这个初始值。")
                }
                if got.value == nil, numbers.count == 1,
                    (try? answer([numbers[0] == 0 ? 1 : 0]))?.value == nil
                {
                    return Diagnosis(
                        hint: 1,
                        en: "Your answer found no largest number in a list of one, here or in "
                            + "[\(numbers[0] == 0 ? 1 : 0)]: it never looked at the last number, "
                            + "which is the only one.",
                        zh: "在只有一个数的列表里，你的答案找不到最大的数，这里是这样，[\(numbers[0] == 0 ? 1 : 0)] "
                            + "也是这样：它从没看过最后一个数，而这里只有这一个数。")
                }
                if got.value == nil, let largest = expected.value {
                    return Diagnosis(
                        hint: 2,
                        en: "Your answer said there is no largest number, but the list has one, "
                            + "\(largest): it took \(largest), a number the list can hold, to mean "
                            + "\"no numbers yet\". No Int can mean that.",
                        zh: "你的答案说没有最大的数，可列表里有，就是 \(largest)：它把 \(largest) 这个列表里"
                            + "可能出现的数当成了“还没有数”。没有哪个 Int 能表示这个意思。")
                }
                if got.value == 0 && numbers.allSatisfy({ $0 < 0 }) {
                    return Diagnosis(
                        hint: 2,
                        en: "Your answer found 0 among negative numbers only: 0 came from the "
                            + "fold's start, and it is larger than them all.",
                        zh: "你的答案在一堆负数里找到了 0：0 来自折叠的初始值，而它比这些数都大。")
                }
                if let value = got.value, !numbers.contains(value) {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "\(value) is not in the list: it came from the fold's start, and it is "
                            + "larger than every number in this list.",
                        zh: "\(value) 不在列表里：它来自折叠的初始值，而且比这个列表里的每个数都大。")
                }
                if numbers.count > 1 && got.value == numbers.min() {
                    return Diagnosis(
                        hint: 1, en: "That is the smallest number, not the largest.",
                        zh: "这是最小的数，不是最大的。")
                }
                if numbers.count > 1, got.value != nil, got.value == numbers.dropLast().max(),
                    expected.value == numbers.last
                {
                    return Diagnosis(
                        hint: 1,
                        en:
                            "Your answer gave the largest of all but the last number: the last one, "
                            + "\(numbers[numbers.count - 1]), was never compared.",
                        zh: "你的答案给出的是除最后一个数以外的最大值：最后一个数 \(numbers[numbers.count - 1]) "
                            + "从没被比较过。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("largest"), calls: ["reduce"],
            avoids: [
                "Sequence.max", "Sequence.min", "Sequence.sorted", "MutableCollection.sort",
                "Dictionary.init",
            ], stacks: judge.stacks, hint: 2,
            because:
                Bilingual(
                    en:
                        "This exercise is about a fold's initial value: find the largest with reduce, "
                        + "not with sorted() or max().",
                    zh: "这个练习讲的是折叠的初始值：用 reduce 找出最大的数，不要用 sorted() 或 max()。"))
    }
}
