import Chapter3Calls
import ExerciseGrading
import ExerciseHarness

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
            because: [
                "Each letter of saves executes save with a name:",
                "  \(Chapter3Letters.saveNames.legend)",
                "A run plays the save script: the run for \"a\" sends \"a1\" and fails at #.",
                "Saved names come from the runs (executionSignals, flattened), failures from",
                "errors, as values; neither may end the status bar.",
            ].joined(separator: "\n  "))
    }
}
