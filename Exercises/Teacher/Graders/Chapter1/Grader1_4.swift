import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.4: `shoutLongWords(_:)` gives what the reference gives on lists of
    /// any text (spaces, line breaks, accents, combining marks, emoji, CJK),
    /// and chains filter and map.
    static let shoutLongWords = Grader("1.4") { judge in
        let examples = [
            ["the", "quick", "brown", "fox"], ["map", "fold", "filter"], ["Swift", "is", "fun"], [],
        ]
        try compare(
            judge.answer(Chapter1Calls.shoutLongWords),
            with: judge.reference(Chapter1Calls.shoutLongWords),
            on: .wordLists(examples: examples), seed: judge.seed,
            call: { "shoutLongWords(\(abbreviated($0)))" },
            diagnose: { words, expected, got in
                let fits = { (word: String) in word.count <= 3 && word.uppercased().count <= 3 }
                if let word = words.first(where: { fits($0) && $0.utf8.count > 3 }) {
                    return Diagnosis(
                        hint: 2,
                        en: "Count letters, not bytes: \(describe(word)) has \(word.count) letters "
                            + "(count) but \(word.utf8.count) bytes (utf8.count).",
                        zh: "要数字符，不是数字节：\(describe(word)) 有 \(word.count) 个字符（count），"
                            + "但有 \(word.utf8.count) 个字节（utf8.count）。")
                }
                if let word = words.first(where: { $0.count <= 3 && $0.uppercased().count > 3 }) {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Measure before you shout: \(describe(word)) has \(word.count) letters, "
                            + "but \(describe(word.uppercased())) has \(word.uppercased().count).",
                        zh: "先量长度，再大写：\(describe(word)) 有 \(word.count) 个字符，"
                            + "但 \(describe(word.uppercased())) 有 \(word.uppercased().count) 个。")
                }
                if got.map({ $0.uppercased() }) == expected {
                    return Diagnosis(
                        hint: 1, en: "The right words, but not in capitals: uppercased() shouts.",
                        zh: "单词都对，但没有变成大写：要用 uppercased() 转成大写。")
                }
                if let word = words.first(where: {
                    $0.count > 3 && $0.contains(where: \.isWhitespace)
                }) {
                    return Diagnosis(
                        hint: 2,
                        en: "Every character counts, spaces and line breaks too: \(describe(word)) "
                            + "has \(word.count).",
                        zh: "每个字符都算数，空格和换行也算：\(describe(word)) 有 \(word.count) 个。")
                }
                if words.contains(where: { $0.count == 3 }) && got.count > expected.count {
                    return Diagnosis(
                        hint: 2, en: "More than three letters: a three-letter word stays out.",
                        zh: "要多于三个字符：三个字符的单词不留下。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("shoutLongWords"), calls: ["filter", "map"],
            avoids: ["reduce", "compactMap"],
            stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises a chain: filter the words, then map them.",
                zh: "这个练习练的是链式调用：先 filter 单词，再 map 它们。"))
    }
}
