import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.4: `latestResults` behaves as the reference in many stories of
    /// queries and searches: only the latest search's results, each stale
    /// search disposed when the next query comes, and the queries subscribed
    /// once.
    static let latestResults = Grader("4.4") { judge in
        var stories = Inputs.stories(
            sources: ["queries"], inner: "search",
            examples: [Story(["queries": "-s----tu----|"], inner: ("search", "--1-(2|)"))])
        stories.edgeCases += [
            Story(["queries": "-a---------|"], inner: ("search", "-1-2-3|")),
            Story(["queries": "-a--a---|"], inner: ("search", "--1--2|")),
            Story(["queries": "-a-#"], inner: ("search", "---1|")),
            Story(["queries": "-a---b---|"], inner: ("search", "#")),
            Story(["queries": "-ab-(ba)--a-|"], inner: ("search", "-1-2-3-4-5|")),
        ]
        try compareStories(
            "latestResults(for: queries, search: search)",
            judge.answer(Chapter4Calls.latestResults),
            with: judge.reference(Chapter4Calls.latestResults), on: stories, seed: judge.seed,
            maxSize: 14, hint: 2,
            because: "Keep only the latest search: dispose the stale one when the next query "
                + "comes.\n  Complete after the queries and the last search; pass any error on.",
            diagnose: { _, expected, got in
                let queries = { (playback: Playback<String>) in
                    playback.subscriptions.first { $0.what == "queries" }?.spans.count ?? 0
                }
                guard queries(got) > queries(expected) else { return nil }
                return Diagnosis(
                    hint: 2,
                    "queries was subscribed \(counted(queries(got), "time")), not "
                        + "\(counted(queries(expected), "time")): each use of queries, such as\n  "
                        + "takeUntil(queries) inside a search, subscribes to it again.\n  "
                        + "switchToLatest needs queries once: queries.map(search).")
            })
    }
}
