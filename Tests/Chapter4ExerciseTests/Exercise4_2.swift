import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.2: `cachedFetch` fetches once, at the first subscriber,
/// and replays everything to every subscriber, however late.
@Suite("4.2 Fetch once, replay to late subscribers")
struct Exercise4_2 {
    /// Checks any implementation of `cachedFetch(_:)`.
    static func grade(_ cachedFetch: (Signal<String>) -> Signal<String>) throws {
        let scheduler = TestScheduler()
        let fetch = scheduler.coldSignal("--p-(f|)")
        let call = "cachedFetch(fetch), with fetch (cold) --p-(f|)"
        let cached = calling(call) { cachedFetch(fetch.signal) }
        let expectations: [(tick: Int, marbles: String)] = [
            (1, "---p-(f|)"), (4, "----p(f|)"), (8, "--------(pf|)"),
        ]
        let recorders = expectations.map { tick, _ in
            scheduler.record(cached, subscribeAt: tick)
        }
        let story = "\(call); subscribers at 1, 4 and 8"
        calling(story) { scheduler.advance(to: 20) }

        let spans = fetch.subscriptions
        let reason =
            spans.count > 1
            ? "Each subscriber fetched again: share one fetch among them."
            : "Start the fetch when the first subscriber arrives (tick 1), not before."
        try checkSubscriptions(
            story, of: "the fetch", spans, equals: ["-^---!"], hint: 2, because: reason)
        for ((tick, marbles), recorder) in zip(expectations, recorders) {
            try checkMarbles(
                "\(call); the subscriber at \(tick)", recorder, equals: marbles, hint: 2,
                legend: "p = preview, f = full profile",
                because: "Every subscriber gets every value and the completion, however late.")
        }
    }

    @Test("your cachedFetch(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(cachedFetch) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that fetches for each subscriber")
    func catchesUnshared() async {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(Mutants4_2.unshared) }
        }
        run.expectCaught(result, mutant: "unshared")
    }

    @Test("catches an answer that fetches before anyone subscribes")
    func catchesFetchingEagerly() async {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(Mutants4_2.fetchesEagerly) }
        }
        run.expectCaught(result, mutant: "fetchesEagerly")
    }

    @Test("catches an answer that shares without replaying")
    func catchesSharingWithoutReplay() async {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(Mutants4_2.sharesWithoutReplay) }
        }
        run.expectCaught(result, mutant: "sharesWithoutReplay")
    }

    @Test("catches an answer that replays only the last value")
    func catchesReplayingOnlyTheLast() async {
        let run = GradingRun("4.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_2.grade(Mutants4_2.replaysOnlyTheLast) }
        }
        run.expectCaught(result, mutant: "replaysOnlyTheLast")
    }
}
