import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.4: `foldRight` gives what the reference gives, at two element types,
    /// on the task's examples and hundreds of generated lists (any Int, any
    /// text, lists of thousands), and calls `combine` with the same element
    /// and running result, in the same order: the fold is traced through a
    /// recording combine.
    static let foldRight = Grader("2.4") { judge in
        try compare(
            judge.answer(Chapter2Calls.foldNumbersToText),
            with: judge.reference(Chapter2Calls.foldNumbersToText),
            on: quicklyShrunk(.integerLists(examples: [[1, 2, 3]], within: Int.min...Int.max)),
            seed: judge.seed,
            call: { "foldRight(\(written($0)), \"·\") { \"(\\($0) \\($1))\" }" },
            diagnose: { numbers, expected, got in diagnose(numbers.count, expected, got) })
        try compare(
            judge.answer(Chapter2Calls.foldWordsToList),
            with: judge.reference(Chapter2Calls.foldWordsToList),
            on: quicklyShrunk(.wordLists(examples: [["a", "b", "c"]])), seed: judge.seed,
            call: { "foldRight(\(abbreviated($0)), [String]()) { [$0] + $1 }" },
            diagnose: { words, expected, got in diagnose(words.count, expected, got) })
    }

    /// What a wrong fold of `count` elements usually means.
    private static func diagnose(_ count: Int, _ expected: FoldTrace, _ got: FoldTrace)
        -> Diagnosis?
    {
        if got.calls.count < expected.calls.count {
            return Diagnosis(
                hint: 2,
                en: "combine ran \(counted(got.calls.count, "time")) for "
                    + "\(counted(count, "element")): every element is combined once, the first "
                    + "one last.",
                zh: "对 \(count) 个元素，combine 运行了 \(got.calls.count) 次：每个元素只组合一次，第一个元素最后组合。"
            )
        }
        if got.calls.first != expected.calls.first {
            return Diagnosis(
                hint: 2,
                en: "A right fold starts at the other end: the last element meets initial.",
                zh: "右折叠从另一端开始：最后一个元素先和 initial 相遇。")
        }
        if got.calls != expected.calls {
            return Diagnosis(
                hint: 2,
                en: "Carry the result along: each call of combine gets the result of the call "
                    + "before it.", zh: "要把结果传下去：每次调用 combine，都拿到上一次调用的结果。")
        }
        return nil
    }
}
