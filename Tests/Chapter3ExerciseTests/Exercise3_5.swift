import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 3.5: on generated and hand-picked time stories of saves
/// that succeed, fail, overlap and are refused, `statusMessages` sends the
/// reference's lines at the same ticks, never fails, and serves a subscriber
/// that leaves early and one that comes late as the reference does.
@Suite("3.5 Report a command's failures as values")
struct Exercise3_5 {
    typealias StatusMessages = (Command<String, String>) -> Signal<String>

    /// Checks any implementation of `statusMessages(of:)`.
    static func grade(_ statusMessages: StatusMessages, seed: Seed) throws {
        try compareStories(
            "statusMessages(of: save)",
            { statusBar($0, statusMessages) },
            with: { statusBar($0, Chapter3Reference.statusMessages) },
            on: .stories(
                sources: ["saves"], inner: "save",
                examples: [
                    Story(["saves": "-a--b-c"], inner: ("save", "-1|")),
                    Story(["saves": "-a--b"], inner: ("save", "-#")),
                ]),
            seed: seed, hint: 2,
            because: "Each letter of saves executes save with that name; a run plays the save "
                + "script, so the run for \"a\" sends \"a1\" and fails with \"error\" at #. "
                + "Saved names come from the runs (executionSignals, flattened), failures from "
                + "errors, as values; neither may end the status bar.")
    }

    /// A document's status bar: the command saves under each name the story's
    /// source sends, each run playing the story's inner script; the command
    /// lives as long as the status bar.
    static func statusBar(_ stage: Stage, _ statusMessages: StatusMessages) -> Signal<String> {
        let save = Command<String, String> { name in stage.inner(name) }
        stage.source("saves").subscribeNext { name in save.execute(name) }
        return keeping(save, alive: statusMessages(save))
    }

    /// Every wrong answer in `Mutants3_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, StatusMessages> {
        [
            "onlySuccesses": Mutants3_5.onlySuccesses(of:),
            "onlyFailures": Mutants3_5.onlyFailures(of:),
            "endsAtTheFirstFailure": Mutants3_5.endsAtTheFirstFailure(of:),
            "concatenates": Mutants3_5.concatenates(of:),
            "describesTheErrorLocalized": Mutants3_5.describesTheErrorLocalized(of:),
        ]
    }

    @Test("your statusMessages(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_5.grade(Chapter3Exercises.statusMessages(of:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_5.mutants.first { $0.key == mutant }!.value
                try Exercise3_5.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
