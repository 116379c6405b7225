import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.2: `cachedFetch` behaves as the reference in many stories
/// of subscribers who come early and late: one fetch, started by the first,
/// and everything it sent replayed to each, however late.
@Suite("4.2 Fetch once, replay to late subscribers")
struct Exercise4_2 {
    typealias CachedFetch = (Signal<String>) -> Signal<String>

    /// The task's example, a subscriber at 1 and one at 4, then at 1 and at 8.
    static let examples = [4, 8].map { late in
        Story(["fetch": "--p-(f|)"], cold: ["fetch"], subscribeAt: 1, lateSubscriberAt: late)
    }

    /// Checks any implementation of `cachedFetch(_:)`.
    static func grade(_ cachedFetch: CachedFetch, seed: Seed) throws {
        try compareStories(
            "cachedFetch(fetch)", { cachedFetch($0.source("fetch")) },
            with: { Chapter4Reference.cachedFetch($0.source("fetch")) },
            on: .sharingStories(source: "fetch", examples: examples), seed: seed, hint: 2,
            because:
                "Fetch once, when the first subscriber arrives, and let the fetch run to its "
                + "end; give every subscriber, however late, every value it sent and how it "
                + "ended.")
    }

    /// Every wrong answer in `Mutants4_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, CachedFetch> {
        [
            "unshared": Mutants4_2.unshared,
            "fetchesEagerly": Mutants4_2.fetchesEagerly,
            "sharesWithoutReplay": Mutants4_2.sharesWithoutReplay,
            "replaysOnlyTheLast": Mutants4_2.replaysOnlyTheLast,
            "replaysTwoValues": Mutants4_2.replaysTwoValues,
            "stopsWhenEveryoneLeaves": Mutants4_2.stopsWhenEveryoneLeaves,
        ]
    }

    @Test("your cachedFetch(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(Chapter4Exercises.cachedFetch, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_2.mutants.first { $0.key == mutant }!.value
                try Exercise4_2.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
