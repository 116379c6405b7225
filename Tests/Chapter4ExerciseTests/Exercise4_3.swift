import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.3: `searchTerms` behaves as the reference in many typing
/// stories: a term only after 2 quiet ticks, never empty, never twice in a row.
@Suite("4.3 Search once typing pauses, with throttle")
struct Exercise4_3 {
    typealias SearchTerms = (Signal<String>, any Scheduler) -> Signal<String>

    /// The task's examples, where `e` is the empty text.
    static let examples = [
        Story(["text": "-abc----d-------|"]), Story(["text": "-a---ba---ce----|"]),
    ]

    /// Stories around each rule: keystrokes exactly 2 and 3 ticks apart, in
    /// one tick, the field cleared within the pause, the same term at two
    /// pauses (with the field cleared between them, too), the text ending or
    /// failing mid-burst, and the usual subscribers.
    static let edgeCases = [
        Story(["text": "-a-b-|"]), Story(["text": "-a--b--|"]), Story(["text": "-(ab)---|"]),
        Story(["text": "-ae---|"]), Story(["text": "-a---a---|"]),
        Story(["text": "-a---e---a---|"]), Story(["text": "-ab-#"]), Story(["text": "-ab|"]),
        Story(["text": "-a---#"]), Story(["text": ""]), Story(["text": "|"]),
        Story(["text": "#"]), Story(["text": "-a-b-c-d-|"], disposeAt: 4),
        Story(["text": "-a---b---c-|"], lateSubscriberAt: 3),
        Story(["text": "-a-b---c-|"], subscribeAt: 2),
    ]

    /// Checks any implementation of `searchTerms(_:on:)`.
    static func grade(_ searchTerms: SearchTerms, seed: Seed) throws {
        func terms(_ answer: SearchTerms, _ stage: Stage) -> Signal<String> {
            answer(stage.source("text").map(TypingStories.text), stage.scheduler)
                .map(TypingStories.letter)
        }
        try compareStories(
            "searchTerms(text, on: scheduler), where e is the empty text \"\"",
            { terms(searchTerms, $0) }, with: { terms(Chapter4Reference.searchTerms(_:on:), $0) },
            on: TypingStories.inputs(examples: examples, edgeCases: edgeCases), seed: seed,
            hint: 2,
            because:
                "Search a text only once 2 seconds pass with no newer keystroke; then skip an "
                + "empty text and the term just searched. Filter after the throttle.")
    }

    /// Every wrong answer in `Mutants4_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, SearchTerms> {
        [
            "delays": Mutants4_3.delays(_:on:),
            "filtersFirst": Mutants4_3.filtersFirst(_:on:),
            "repeatsTerms": Mutants4_3.repeatsTerms(_:on:),
            "dropsRepeatsFirst": Mutants4_3.dropsRepeatsFirst(_:on:),
            "waitsMilliseconds": Mutants4_3.waitsMilliseconds(_:on:),
            "dropsRepeatsBeforeEmpties": Mutants4_3.dropsRepeatsBeforeEmpties(_:on:),
        ]
    }

    @Test("your searchTerms(_:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_3.grade(Chapter4Exercises.searchTerms(_:on:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_3.mutants.first { $0.key == mutant }!.value
                try Exercise4_3.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
