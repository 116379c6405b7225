import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.5: on generated and hand-picked time stories of saves that succeed,
    /// fail, overlap and are refused, under names of any text (empty, with
    /// spaces, CJK), `statusMessages` sends the reference's lines at the same
    /// ticks, never fails, and serves a subscriber that leaves early and one
    /// that comes late as the reference does.
    static let statusMessages = Grader("3.5") { judge in
        try compareStories(
            "statusMessages(of: save)", judge.answer(Chapter3Calls.statusMessages),
            with: judge.reference(Chapter3Calls.statusMessages),
            on: .stories(
                sources: ["saves"], inner: "save",
                examples: [
                    Story(["saves": "-a--b-c"], inner: ("save", "-1|")),
                    Story(["saves": "-a--b"], inner: ("save", "-#")),
                ]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: Bilingual(
                en: [
                    "Each letter of saves executes save with a name:",
                    "  \(Chapter3Letters.saveNames.legend)",
                    "A run plays the save script: the run for \"a\" sends \"a1\" and fails at #.",
                    "Saved names come from the runs (executionSignals, flattened), failures from",
                    "errors, as values; neither may end the status bar.",
                ].joined(separator: "\n  "),
                zh: [
                    "saves 的每个字母都用一个名字执行 save：", "  \(Chapter3Letters.saveNames.legend)",
                    "一次运行播放 save 脚本：为 \"a\" 的运行发送 \"a1\"，在 # 处失败。",
                    "保存的名字来自各次运行（executionSignals，展平），失败来自", "errors，作为值；两者都不能结束状态栏。",
                ].joined(separator: "\n  ")))
    }
}
