import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.4: `latestResults` gives only the latest search's results
/// and disposes the stale search when a new query arrives.
@Suite("4.4 Keep only the latest search with switchToLatest")
struct Exercise4_4 {
    typealias Search = @Sendable (String) -> Signal<String>

    /// Checks any implementation of `latestResults(for:search:)`.
    static func grade(_ latestResults: (Signal<String>, @escaping Search) -> Signal<String>)
        throws
    {
        let scheduler = TestScheduler()
        let queries = scheduler.hotSignal("-s----tu----|")
        let searches = Searches(on: scheduler, script: "--1-(2|)")
        let call =
            "latestResults(for: queries, search: search), with queries -s----tu----| "
            + "and each search --1-(2|) from its start"
        let recorder = calling(call) {
            scheduler.record(latestResults(queries.signal, searches.search))
        }
        calling(call) { scheduler.run() }
        try checkMarbles(
            call, recorder, equals: "---a-b---c-d|",
            values: ["a": "s 1", "b": "s 2", "c": "u 1", "d": "u 2"], hint: 2,
            legend: "a = \"s 1\", b = \"s 2\", c = \"u 1\", d = \"u 2\"",
            because:
                "When a query arrives, drop the search before it at once; the results complete "
                + "after the queries and the last search.")
        for (query, span) in [("s", "-^---!"), ("t", "------^!"), ("u", "-------^---!")] {
            try checkSubscriptions(
                call, of: "search(\"\(query)\")", searches.subscriptions(of: query),
                equals: [span], hint: 2,
                because:
                    "A stale search must be cancelled (its subscription disposed) when the next "
                    + "query arrives, not left running with its results ignored.")
        }
    }

    @Test("your latestResults(for:search:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_4.grade(latestResults(for:search:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that merges every search")
    func catchesMerging() async {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_4.grade(Mutants4_4.mergesAll(for:search:)) }
        }
        run.expectCaught(result, mutant: "mergesAll")
    }

    @Test("catches an answer that runs the searches one after another")
    func catchesQueueing() async {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_4.grade(Mutants4_4.queuesSearches(for:search:)) }
        }
        run.expectCaught(result, mutant: "queuesSearches")
    }

    @Test("catches an answer that hides stale results but keeps the search running")
    func catchesIgnoringStaleSearches() async {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_4.grade(Mutants4_4.ignoresStaleSearches(for:search:))
            }
        }
        run.expectCaught(result, mutant: "ignoresStaleSearches")
    }
}
