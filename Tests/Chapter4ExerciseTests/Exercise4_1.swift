import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.1: `shareFeed` behaves as the reference in many stories
/// of two subscribers coming and going: what each hears and when, and one
/// subscription to the feed, from the first arrival until the last departure.
@Suite("4.1 Share one feed without repeating its work")
struct Exercise4_1 {
    typealias ShareFeed = (Signal<String>) -> Signal<String>

    /// The task's example: A from 1 to 8, B from 4 to 12, on a long feed.
    static let example = Story(
        ["feed": "--a-b-c-d-e-f-g-h-i-j"], cold: ["feed"], subscribeAt: 1, disposeAt: 8,
        lateSubscriberAt: 4, lateDisposeAt: 12)

    /// Checks any implementation of `shareFeed(_:)`.
    static func grade(_ shareFeed: ShareFeed, seed: Seed) throws {
        try compareStories(
            "shareFeed(feed)", { shareFeed($0.source("feed")) },
            with: { Chapter4Reference.shareFeed($0.source("feed")) },
            on: .sharingStories(source: "feed", examples: [example]), seed: seed, hint: 2,
            because:
                "Share one subscription to the feed: connect when the first subscriber "
                + "arrives, disconnect when the last one leaves, and give a latecomer only "
                + "the prices sent after it joined.")
    }

    /// Every wrong answer in `Mutants4_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ShareFeed> {
        [
            "unshared": Mutants4_1.unshared,
            "replaysToLatecomers": Mutants4_1.replaysToLatecomers,
            "connectsAtOnce": Mutants4_1.connectsAtOnce,
            "neverDisconnects": Mutants4_1.neverDisconnects,
            "disconnectsWhenOneLeaves": Mutants4_1.disconnectsWhenOneLeaves,
            "replaysTheLastPrice": Mutants4_1.replaysTheLastPrice,
        ]
    }

    @Test("your shareFeed(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_1.grade(Chapter4Exercises.shareFeed, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_1.mutants.first { $0.key == mutant }!.value
                try Exercise4_1.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
