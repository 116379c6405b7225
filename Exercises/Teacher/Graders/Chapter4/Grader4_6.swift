import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.6: `searchBox` behaves as the reference in many stories of typing,
    /// searching and closing, half of them on half-second ticks: 4.3's
    /// terms, the latest search only, and everything disposed when the
    /// screen closes.
    static let searchBox = Grader("4.6") { judge in
        let order = ["text", "closed"]
        func story(_ text: String, closed: String, search: String, tick: Duration? = nil) -> Story {
            Story(
                ["text": text, "closed": closed], order: order, inner: ("search", search),
                tick: tick)
        }
        try compareStories(
            "searchBox(text: text, closed: closed, search: search, on: scheduler)",
            judge.answer(Chapter4Calls.searchBox), with: judge.reference(Chapter4Calls.searchBox),
            on: TypingStories.inputs(
                examples: [story("-ab--c--e--d", closed: "----------------x", search: "--1--(2|)")],
                edgeCases: [
                    story("-a------", closed: "-----x", search: "---1-2|"),
                    story("-a------", closed: "--x", search: "-1|"),
                    story("-a-b----", closed: "x", search: "-1|"),
                    story("-ae-----", closed: "", search: "-1|"),
                    story("-a---ba-----", closed: "", search: "-1----2|"),
                    // Cleared between two of the same: still the term just searched.
                    story("-a---e---a-----", closed: "", search: "-1|"),
                    story("-a|", closed: "", search: "---1--2|"),
                    story("-a|", closed: "----x", search: "---1--2|"),
                    story("-a---b---", closed: "", search: "-1#"),
                    story("-a-#", closed: "", search: "---1|"),
                    story("-s---a---", closed: "", search: "-1|"),
                    story(
                        "-a--b-----c-----", closed: "", search: "--1--2|",
                        tick: .milliseconds(500)),
                ],
                closing: true, searching: true),
            seed: judge.seed, maxSize: 12, hint: 2,
            because: Bilingual(
                en: "Each letter typed is its own text: \(Chapter4Letters.textLegend).\n  "
                    + "Search 4.3's terms (after a 2-second pause, never empty, never the term just "
                    + "searched),\n  keep only the latest search, and when closed sends, complete and "
                    + "dispose everything,\n  the running search included.",
                zh: "输入的每个字母都是一个独立的文本：\(Chapter4Letters.textLegendInChinese)。"
                    + "\n  按 4.3 的规则搜索（停顿 2 秒之后，不搜空文本，不搜刚刚搜索过的词），\n  只保留最新的搜索；"
                    + "closed 发送时，完成并释放一切，\n  包括正在进行的搜索。"))
    }
}
