import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.1: `emailValidity` gives the reference's answer for the task's texts
    /// and hundreds of generated ones (spaces, line breaks, combining marks,
    /// emoji, CJK, thousands of characters), then behaves as the reference on
    /// generated and hand-picked time stories of typing: the same answers at
    /// the same ticks, errors and completion passed on, early disposal and a
    /// late subscriber.
    static let emailValidity = Grader("3.1") { judge in
        try compare(
            judge.answer(Chapter3Calls.validityOfText),
            with: judge.reference(Chapter3Calls.validityOfText),
            on: .texts(
                of: ["a", "b", "@", "@", "."] + WideCharacters.all + ["@\u{301}"],
                examples: ["a", "a@", "a@b", "a@bc"],
                edgeCases: [
                    "", "@", "@@", "@a", "a@", "a@a", "@@a", "a@@", "é@日", "ab@cd@", " @a", "a@ ",
                    "\n@\n", "a@\u{301}b", "e\u{301}@e\u{301}", "😀@🇯🇵", "a b@c d",
                    String(repeating: "a", count: 3000) + "@b",
                    "@" + String(repeating: "日", count: 2000),
                ]),
            seed: judge.seed, call: { "emailValidity(Signal.just(\(shown($0)))), its values" },
            callInChinese: { "emailValidity(Signal.just(\(shown($0, in: .chinese)))) 发出的值" },
            diagnose: { text, expected, got in
                if got.count > expected.count {
                    return Diagnosis(
                        hint: 2,
                        en: "One text gives one answer: send nothing of your own before it.",
                        zh: "一个文本对应一个回答：在它之前不要自己发送任何东西。")
                }
                guard got.count == 1 && expected.count == 1 else { return nil }
                if text.contains("@\u{301}") {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Look at characters, not Unicode scalars: \"@\\u{301}\" is one character,\n  "
                            + "an accented @, and not an \"@\".",
                        zh: "要看字符，不是 Unicode 标量：\"@\\u{301}\" 是一个字符，\n  一个带重音的 @，不是 \"@\"。")
                }
                if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Spaces and line breaks are characters too: in \(shown(text))\n  the \"@\" "
                            + "is not the first or last character.",
                        zh: "空格和换行也是字符：在 \(shown(text, in: .chinese)) 里，\n  \"@\" 不是第一个也不是最后一个字符。")
                }
                return Diagnosis(
                    hint: 2,
                    en:
                        "Valid means an \"@\" somewhere other than the first or the last character.",
                    zh: "有效的意思是：\"@\" 出现在第一个和最后一个字符以外的某个地方。")
            })
        try compareStories(
            "emailValidity(texts)", judge.answer(Chapter3Calls.emailValidity),
            with: judge.reference(Chapter3Calls.emailValidity),
            on: .stories(sources: ["texts"], examples: [Story(["texts": "-a-b-c-d-|"])]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: Bilingual(
                en: "The texts typed are \(Chapter3Letters.typed.legend).\n  Send the first "
                    + "answer, then only answers that differ from the one before; pass on the end.",
                zh: "输入的文本是 \(Chapter3Letters.typed.legend)。\n  先发送第一个回答，之后只发送和前一个不同的回答；"
                    + "结束时照样传下去。"))
    }
}
