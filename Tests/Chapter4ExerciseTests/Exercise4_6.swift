import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.6: `searchBox` behaves as the reference in many stories
/// of typing, searching and closing: 4.3's terms, the latest search only,
/// and everything disposed when the screen closes.
@Suite("4.6 A search box, from typing to results")
struct Exercise4_6 {
    typealias Search = @Sendable (String) -> Signal<String>
    typealias SearchBox = (Signal<String>, Signal<Void>, @escaping Search, any Scheduler)
        -> Signal<String>

    static let order = ["text", "closed"]

    /// The task's example, where `e` is the empty text.
    static let example = Story(
        ["text": "-ab--c--e--d", "closed": "----------------x"], order: order,
        inner: ("search", "--1--(2|)"))

    /// The screen closed mid-search, mid-pause and at once; the field cleared
    /// right after typing; the same term at two pauses; the text ending while
    /// a search runs; a search that fails.
    static let edgeCases = [
        story("-a------", closed: "-----x", search: "---1-2|"),
        story("-a------", closed: "--x", search: "-1|"),
        story("-a-b----", closed: "x", search: "-1|"),
        story("-ae-----", closed: "", search: "-1|"),
        story("-a---ba-----", closed: "", search: "-1----2|"),
        story("-a|", closed: "", search: "---1--2|"),
        story("-a|", closed: "----x", search: "---1--2|"),
        story("-a---b---", closed: "", search: "-1#"),
        story("-a-#", closed: "", search: "---1|"),
    ]

    static func story(_ text: String, closed: String, search: String) -> Story {
        Story(["text": text, "closed": closed], order: order, inner: ("search", search))
    }

    /// Checks any implementation of `searchBox(text:closed:search:on:)`.
    static func grade(_ searchBox: SearchBox, seed: Seed) throws {
        func box(_ answer: SearchBox, _ stage: Stage) -> Signal<String> {
            answer(
                stage.source("text").map(TypingStories.text),
                stage.source("closed").map { _ in () },
                { stage.inner(TypingStories.letter($0)) }, stage.scheduler)
        }
        try compareStories(
            "searchBox(text: text, closed: closed, search: search, on: scheduler), "
                + "where e is the empty text \"\"",
            { box(searchBox, $0) },
            with: { box(Chapter4Reference.searchBox(text:closed:search:on:), $0) },
            on: TypingStories.inputs(
                examples: [example], edgeCases: edgeCases, closing: true, searching: true),
            seed: seed, hint: 2,
            because:
                "Search 4.3's terms (after a 2-second pause, never empty, never the term just "
                + "searched), keep only the latest search, and when closed sends, complete and "
                + "dispose everything, the running search included.")
    }

    /// Every wrong answer in `Mutants4_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, SearchBox> {
        [
            "closesTooEarlyInThePipeline": Mutants4_6.closesTooEarlyInThePipeline,
            "searchesEmptyText": Mutants4_6.searchesEmptyText,
            "mergesSearches": Mutants4_6.mergesSearches,
            "searchesEveryKeystroke": Mutants4_6.searchesEveryKeystroke,
            "filtersBeforeTheThrottle": Mutants4_6.filtersBeforeTheThrottle,
            "searchesTheSameTermAgain": Mutants4_6.searchesTheSameTermAgain,
        ]
    }

    @Test("your searchBox(text:closed:search:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_6.grade(
                    Chapter4Exercises.searchBox(text:closed:search:on:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_6.mutants.first { $0.key == mutant }!.value
                try Exercise4_6.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
