import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.4: `latestResults` behaves as the reference in many
/// stories of queries and searches: only the latest search's results, each
/// stale search disposed when the next query comes.
@Suite("4.4 Keep only the latest search with switchToLatest")
struct Exercise4_4 {
    typealias Search = @Sendable (String) -> Signal<String>
    typealias LatestResults = (Signal<String>, @escaping Search) -> Signal<String>

    /// The task's example.
    static let example = Story(["queries": "-s----tu----|"], inner: ("search", "--1-(2|)"))

    /// Searches longer than the example's, the same query twice, queries that
    /// fail while a search runs, a search that fails at once.
    static let edgeCases = [
        Story(["queries": "-a---------|"], inner: ("search", "-1-2-3|")),
        Story(["queries": "-a--a---|"], inner: ("search", "--1--2|")),
        Story(["queries": "-a-#"], inner: ("search", "---1|")),
        Story(["queries": "-a---b---|"], inner: ("search", "#")),
    ]

    /// Checks any implementation of `latestResults(for:search:)`.
    static func grade(_ latestResults: LatestResults, seed: Seed) throws {
        var stories = Inputs.stories(sources: ["queries"], inner: "search", examples: [example])
        stories.edgeCases += edgeCases
        try compareStories(
            "latestResults(for: queries, search: search)",
            { latestResults($0.source("queries"), $0.inner) },
            with: { Chapter4Reference.latestResults(for: $0.source("queries"), search: $0.inner) },
            on: stories, seed: seed, hint: 2,
            because:
                "Keep only the latest search: dispose the stale one when the next query comes. "
                + "Complete after the queries and the last search; pass any error on.")
    }

    /// Every wrong answer in `Mutants4_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, LatestResults> {
        [
            "mergesAll": Mutants4_4.mergesAll(for:search:),
            "queuesSearches": Mutants4_4.queuesSearches(for:search:),
            "ignoresStaleSearches": Mutants4_4.ignoresStaleSearches(for:search:),
            "completesWithTheQueries": Mutants4_4.completesWithTheQueries(for:search:),
            "takesTwoResults": Mutants4_4.takesTwoResults(for:search:),
            "swallowsFailedSearches": Mutants4_4.swallowsFailedSearches(for:search:),
        ]
    }

    @Test("your latestResults(for:search:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_4.grade(Chapter4Exercises.latestResults(for:search:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_4.mutants.first { $0.key == mutant }!.value
                try Exercise4_4.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
