import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.3: `total(of:)` gives what the reference gives on lists whose sum
    /// fits in an Int in any order (Int.max and Int.min among them, lists of
    /// thousands), and folds.
    static let total = Grader("1.3") { judge in
        let answer = judge.answer(Chapter1Calls.total)
        try compare(
            answer, with: judge.reference(Chapter1Calls.total),
            on: .summableLists(examples: [[1, 2, 3, 4], [], [5], [-2, 2, 7]]), seed: judge.seed,
            call: { "total(of: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                diagnoseTotal(numbers, expected, got, ask: { try? answer($0) })
            })
        try checkConcept(
            judge.source.function("total"), calls: ["reduce"], avoids: ["Dictionary.init"],
            stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises the fold: add the numbers up with reduce.",
                zh: "这个练习练的是折叠：用 reduce 把数加起来。"))
    }

    /// What a wrong total usually means, said from what the answer did:
    /// `ask` asks the answer for the total of another list, to tell a 1 added
    /// once from a 1 added for every number, or a first number left out from
    /// a total that never changes.
    static func diagnoseTotal(
        _ numbers: [Int], _ expected: Int, _ got: Int, ask: ([Int]) -> Int?
    ) -> Diagnosis? {
        if numbers.isEmpty {
            return Diagnosis(
                hint: 2,
                en:
                    "For no numbers your answer returned \(got), where the sum of none is 0: a fold "
                    + "of an empty list returns its initial value as it is, so your fold starts "
                    + "from \(got), or something changes its result afterwards.",
                zh: "一个数都没有时，你的答案返回了 \(got)，而什么都没有的和是 0：对空列表折叠，"
                    + "原样返回初始值，所以要么你的折叠从 \(got) 开始，要么之后有什么改动了它的结果。")
        }
        if Set(numbers).count < numbers.count && got == Set(numbers).reduce(0, { $0 &+ $1 }) {
            return Diagnosis(
                hint: 2,
                en: "Your total counts each number once, however often it appears: a number that "
                    + "appears more than once counts each time it appears.",
                zh: "你的总和里每个数只算了一次，不管它出现几次：一个数出现几次，就要加几次。")
        }
        if got == expected &+ 1, let one = ask([0]), let two = ask([0, 0]) {
            if one == 1 && two == 2 {
                return Diagnosis(
                    hint: 2,
                    en: "Your answer adds 1 for every number, as well as the number itself: it "
                        + "gives 1 for [0] and 2 for [0, 0], where the sums are 0.",
                    zh: "你的答案每加一个数，还多加了 1：[0] 得到 1，[0, 0] 得到 2，而它们的和都是 0。")
            }
            if one == 1 && two == 1 {
                return Diagnosis(
                    hint: 2,
                    en: "Your total is one more than the sum, whatever the numbers (1 for [0] and "
                        + "for [0, 0]): your answer adds a 1 that is in no list, once.",
                    zh: "不管是哪些数，你的总和都比真正的和多 1（[0] 和 [0, 0] 都得到 1）：你的答案多加了一个"
                        + "不在任何列表里的 1，只加了一次。")
            }
        }
        let probes = [[5, 7], [2, 2, 2]].map { ($0, ask($0)) }
        if probes.allSatisfy({ $0.1 == got }) {
            return Diagnosis(
                hint: 1,
                en: "Your answer returned \(got) here, for \(abbreviated(probes[0].0)) and for "
                    + "\(abbreviated(probes[1].0)) alike: it does not add up the numbers it is given.",
                zh:
                    "你的答案在这里、对 \(abbreviated(probes[0].0)) 和对 \(abbreviated(probes[1].0)) 都返回 \(got)："
                    + "它没有把给它的数加起来。")
        }
        if let first = numbers.first, got == expected &- first, probes[0].1 == 7 {
            return Diagnosis(
                hint: 2,
                en: "Your total leaves out the first number, \(first): a fold goes through every "
                    + "element, the first one too.",
                zh: "你的总和漏掉了第一个数 \(first)：折叠会经过每一个元素，第一个也不例外。")
        }
        let prefixSums = numbers.indices.dropLast().reduce(into: [0]) { sums, index in
            sums.append(sums[sums.count - 1] &+ numbers[index])
        }
        if numbers.count > 1, let counted = prefixSums.lastIndex(of: got), counted > 0 {
            return Diagnosis(
                hint: 2,
                en: "Your total is the sum of the first \(counted) numbers of \(numbers.count): "
                    + "every number counts, however long the list is.",
                zh: "你的总和只是 \(numbers.count) 个数里前 \(counted) 个的和：每个数都算数，不管列表有多长。")
        }
        return nil
    }
}
