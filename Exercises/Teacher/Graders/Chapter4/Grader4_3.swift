import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.3: `searchTerms` behaves as the reference in many typing stories,
    /// half of them on half-second ticks, of terms one letter to hundreds
    /// long: a term only after 2 quiet seconds, never empty (a space is not
    /// empty), never twice in a row.
    static let searchTerms = Grader("4.3") { judge in
        try compareStories(
            "searchTerms(text, on: scheduler)", judge.answer(Chapter4Calls.searchTerms),
            with: judge.reference(Chapter4Calls.searchTerms),
            on: TypingStories.inputs(
                examples: [
                    Story(["text": "-abc----d-------|"]), Story(["text": "-a---ba---ce----|"]),
                ],
                edgeCases: typingEdgeCases),
            seed: judge.seed, maxSize: 12, hint: 2,
            because: Bilingual(
                en: "Each letter typed is its own text: \(Chapter4Letters.textLegend).\n  "
                    + "Search a text only once 2 seconds pass with no newer keystroke; then skip an "
                    + "empty\n  text and the term just searched. Filter after the throttle.",
                zh: "输入的每个字母都是一个独立的文本：\(Chapter4Letters.textLegendInChinese)。"
                    + "\n  一个文本要等 2 秒内没有更新的按键才去搜索；然后跳过空文本\n  和刚刚搜索过的词。在节流（throttle）之后再过滤。"
            ))
    }

    /// Stories around each rule of 4.3: keystrokes exactly 2 and 3 ticks
    /// apart, 1.5 and 2.5 seconds apart, in one tick, the field cleared
    /// within the pause, a space typed, the same term at two pauses (with
    /// the field cleared between them, too), terms of two letters to
    /// hundreds, some starting alike, the text ending or failing mid-burst,
    /// and the usual subscribers.
    static let typingEdgeCases = [
        Story(["text": "-a-b-|"]), Story(["text": "-a--b--|"]), Story(["text": "-(ab)---|"]),
        Story(["text": "-ae---|"]), Story(["text": "-a---a---|"]),
        Story(["text": "-a---e---a---|"]), Story(["text": "-ab-#"]), Story(["text": "-ab|"]),
        Story(["text": "-a---#"]), Story(["text": ""]), Story(["text": "|"]),
        Story(["text": "#"]), Story(["text": "-a-b-c-d-|"], disposeAt: 4),
        Story(["text": "-a---b---c-|"], lateSubscriberAt: 3),
        Story(["text": "-a-b---c-|"], subscribeAt: 2), Story(["text": "-s---a---s---|"]),
        Story(["text": "-w---i---f---t---|"]), Story(["text": "-k---a---k---|"]),
        Story(["text": "-u-g---l---l---|"]), Story(["text": "-f-t-f---|"]),
        Story(["text": "-a--b-----c----|"], tick: .milliseconds(500)),
        Story(["text": "-a---b-c--s-----|"], tick: .milliseconds(500)),
    ]
}
