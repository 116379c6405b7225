import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.6: `searchBox` searches at pauses, keeps only the latest
/// search, and disposes everything when the screen closes.
@Suite("4.6 A search box, from typing to results")
struct Exercise4_6 {
    typealias SearchBox = (
        Signal<String>, Signal<Void>, @escaping @Sendable (String) -> Signal<String>,
        any Scheduler
    ) -> Signal<String>

    static let results: [Character: String] = [
        "a": "swi 1", "b": "swift 1", "c": "swift 2", "d": "swiftly 1",
    ]

    /// Checks any implementation of `searchBox(text:closed:search:on:)`.
    static func grade(_ searchBox: SearchBox) throws {
        let scheduler = TestScheduler()
        let text = scheduler.hotSignal(
            "-ab--c--e--d", values: ["a": "sw", "b": "swi", "c": "swift", "e": "", "d": "swiftly"])
        let closed = scheduler.hotSignal("----------------x", values: ["x": ()])
        let searches = Searches(on: scheduler, script: "--1--(2|)")
        let call =
            "searchBox(text: text, closed: closed, search: search, on: scheduler), "
            + "with text -ab--c--e--d, each search --1--(2|), closed at 16"
        let recorder = calling(call) {
            scheduler.record(searchBox(text.signal, closed.signal, searches.search, scheduler))
        }
        calling(call) { scheduler.advance(to: 30) }
        try checkMarbles(
            call, recorder, equals: "------a--b--c--d|", values: results, hint: 2,
            legend:
                "text a = \"sw\", b = \"swi\", c = \"swift\", e = \"\", d = \"swiftly\"; "
                + "results a = \"swi 1\", b = \"swift 1\", c = \"swift 2\", d = \"swiftly 1\"",
            because:
                "Search at each 2-second pause, not for an empty text; a new search replaces "
                + "the one before; the close ends the results at once.")
        try checkSubscriptions(
            call, of: "the text", text.subscriptions, equals: ["^---------------!"], hint: 2,
            because: "Closing the screen disposes the subscription to the text.")
        for (query, span) in [("swi", "----^--!"), ("swift", "-------^----!")] {
            try checkSubscriptions(
                call, of: "search(\"\(query)\")", searches.subscriptions(of: query),
                equals: [span], hint: 2,
                because: "Each search runs until the next one replaces it, or until it is done.")
        }
        try checkSubscriptions(
            call, of: "search(\"swiftly\")", searches.subscriptions(of: "swiftly"),
            equals: ["-------------^--!"], hint: 2,
            because: "Closing the screen must cancel the search still running: take until "
                + "closed at the very end of the pipeline.")
    }

    @Test("your searchBox(text:closed:search:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_6.grade(searchBox(text:closed:search:on:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that lets the running search finish after the close")
    func catchesClosingTooEarlyInThePipeline() async {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_6.grade(
                    Mutants4_6.closesTooEarlyInThePipeline(text:closed:search:on:))
            }
        }
        run.expectCaught(result, mutant: "closesTooEarlyInThePipeline")
    }

    @Test("catches an answer that searches for the empty text")
    func catchesSearchingEmptyText() async {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_6.grade(Mutants4_6.searchesEmptyText(text:closed:search:on:))
            }
        }
        run.expectCaught(result, mutant: "searchesEmptyText")
    }

    @Test("catches an answer that keeps every search running")
    func catchesMergingSearches() async {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_6.grade(Mutants4_6.mergesSearches(text:closed:search:on:))
            }
        }
        run.expectCaught(result, mutant: "mergesSearches")
    }

    @Test("catches an answer that searches at every keystroke")
    func catchesSearchingEveryKeystroke() async {
        let run = GradingRun("4.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_6.grade(Mutants4_6.searchesEveryKeystroke(text:closed:search:on:))
            }
        }
        run.expectCaught(result, mutant: "searchesEveryKeystroke")
    }
}
