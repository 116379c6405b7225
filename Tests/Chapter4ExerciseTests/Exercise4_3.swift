import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.3: `searchTerms` passes a text on only after 2 quiet
/// seconds, and never an empty or repeated term.
@Suite("4.3 Search once typing pauses, with throttle")
struct Exercise4_3 {
    /// Checks any implementation of `searchTerms(_:on:)`.
    static func grade(_ searchTerms: (Signal<String>, any Scheduler) -> Signal<String>) throws {
        try grade(
            searchTerms, typing: "-abc----de-----|",
            ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"],
            equals: "-----c-----e---|",
            because: "Search for a text only once 2 seconds pass with no newer keystroke.")
        try grade(
            searchTerms, typing: "-a---ba---de----|", ["a": "sw", "b": "swi", "d": "s", "e": ""],
            equals: "---a------------|",
            because:
                "At a pause the text may be empty (don't search) or the term just searched "
                + "(don't search again). Filter after the throttle, so clearing the field "
                + "replaces the text waiting in it.")
    }

    /// Types the texts of `marbles` and compares the terms with `expected`.
    static func grade(
        _ searchTerms: (Signal<String>, any Scheduler) -> Signal<String>, typing marbles: String,
        _ texts: [Character: String], equals expected: String, because explanation: String
    ) throws {
        let scheduler = TestScheduler()
        let text = scheduler.hotSignal(marbles, values: texts)
        let legend = texts.sorted { $0.key < $1.key }
            .map { "\($0.key) = \(describe($0.value))" }.joined(separator: ", ")
        let call = "searchTerms(text, on: scheduler), with text \(marbles)"
        let recorder = calling(call) { scheduler.record(searchTerms(text.signal, scheduler)) }
        calling(call) { scheduler.run() }
        try checkMarbles(
            call, recorder, equals: expected, values: texts, hint: 2, legend: legend,
            because: explanation)
    }

    @Test("your searchTerms(_:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_3.grade(searchTerms(_:on:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that delays every keystroke")
    func catchesDelaying() async {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_3.grade(Mutants4_3.delays(_:on:)) }
        }
        run.expectCaught(result, mutant: "delays")
    }

    @Test("catches an answer that drops empty texts before the throttle")
    func catchesFilteringFirst() async {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_3.grade(Mutants4_3.filtersFirst(_:on:)) }
        }
        run.expectCaught(result, mutant: "filtersFirst")
    }

    @Test("catches an answer that searches for the same term twice in a row")
    func catchesRepeating() async {
        let run = GradingRun("4.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_3.grade(Mutants4_3.repeatsTerms(_:on:)) }
        }
        run.expectCaught(result, mutant: "repeatsTerms")
    }
}
