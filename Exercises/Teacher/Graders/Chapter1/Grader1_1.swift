import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.1: `squares(of:)` gives what the reference gives on the task's
    /// examples and hundreds of generated lists (every number whose square
    /// fits in an Int, lists of thousands), and maps.
    static let squares = Grader("1.1") { judge in
        try compare(
            judge.answer(Chapter1Calls.squares), with: judge.reference(Chapter1Calls.squares),
            on: .integerLists(examples: [[1, 2, 3], [-4, 0, 5], []], within: squarable),
            seed: judge.seed, call: { "squares(of: \(abbreviated($0)))" },
            diagnose: { numbers, expected, got in
                if !numbers.isEmpty, got == numbers.map({ $0 ^ 2 }) {
                    return Diagnosis(
                        hint: 2,
                        en: "In Swift, ^ is exclusive or (it flips bits), not a power: "
                            + "the square of x is x * x.",
                        zh: "在 Swift 中，^ 是按位异或（它翻转比特位），不是乘方：x 的平方是 x * x。")
                }
                guard got != expected, got.sorted() == expected.sorted() else { return nil }
                return Diagnosis(
                    hint: 2,
                    en: "The squares are right but out of order: keep each at its number's place.",
                    zh: "平方都对，但顺序乱了：每个平方要留在它那个数的位置上。")
            })
        try checkConcept(
            judge.source.function("squares"), calls: ["map"], avoids: ["reduce", "compactMap"],
            stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises map: let map call your closure on every number.",
                zh: "这个练习练的是 map：让 map 对每个数调用你的闭包。"))
    }

    /// The numbers whose square fits in an Int: ±3,037,000,499.
    static let squarable = -3_037_000_499...3_037_000_499
}
