import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.6: `mapByFolding` gives the same results and calls `transform` with
    /// the same elements, in the same order, as the reference, on numbers and
    /// on words; and it folds, without the built-in map.
    static let mapByFolding = Grader("1.6") { judge in
        try compare(
            judge.answer(Chapter1Calls.mapNumbersToText),
            with: judge.reference(Chapter1Calls.mapNumbersToText),
            on: .integerLists(examples: [[1, 2, 3], []], within: Int.min...Int.max),
            seed: judge.seed,
            call: { "mapByFolding(\(abbreviated($0))) { \"<\\($0)>\" }" },
            diagnose: { _, expected, got in diagnose(expected, got) })
        try compare(
            judge.answer(Chapter1Calls.mapWordsToCounts),
            with: judge.reference(Chapter1Calls.mapWordsToCounts),
            on: .wordLists(examples: [["a", "bb"]]), seed: judge.seed,
            call: { "mapByFolding(\(abbreviated($0))) { $0.count }" },
            diagnose: { _, expected, got in diagnose(expected, got) })
        try checkConcept(
            judge.source.function("mapByFolding"), calls: ["reduce"],
            avoids: [
                "map", "flatMap", "compactMap", "AnyIterator.init", "makeIterator", "next",
            ], stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "The point is to build map yourself, out of a fold: reduce, not map.",
                zh: "重点是用折叠自己造出 map：用 reduce，不用 map。"))
    }

    /// What a wrong mapping usually means.
    private static func diagnose<Element, Result>(
        _ expected: Traced<Element, Result>, _ got: Traced<Element, Result>
    ) -> Diagnosis? {
        if got.calls.count > expected.calls.count {
            return Diagnosis(
                hint: 2, en: "map calls transform exactly once per element.",
                zh: "map 对每个元素只调用一次 transform。")
        }
        if got.results == expected.results.reversed() {
            return Diagnosis(
                hint: 2, en: "The results come out reversed: append each new result at the end.",
                zh: "结果的顺序反了：把每个新结果追加到末尾。")
        }
        return nil
    }
}
