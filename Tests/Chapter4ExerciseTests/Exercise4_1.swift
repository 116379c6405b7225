import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.1: `shareFeed` subscribes to the feed once, from the first
/// subscriber until the last leaves, and shares only live prices.
@Suite("4.1 Share one feed without repeating its work")
struct Exercise4_1 {
    /// Checks any implementation of `shareFeed(_:)`.
    static func grade(_ shareFeed: (Signal<String>) -> Signal<String>) throws {
        let scheduler = TestScheduler()
        let feed = scheduler.coldSignal("--a-b-c-d-e-f-g-h-i-j")
        let call = "shareFeed(feed), with feed (cold) --a-b-c-d-e-f-…"
        let shared = calling(call) { shareFeed(feed.signal) }
        let first = scheduler.record(shared, subscribeAt: 1, disposeAt: 8)
        let second = scheduler.record(shared, subscribeAt: 4, disposeAt: 12)
        calling("\(call); A subscribes at 1 and leaves at 8, B from 4 to 12") {
            scheduler.advance(to: 20)
        }

        let spans = feed.subscriptions
        let reason: String
        if spans.count > 1 {
            reason = "Each subscriber connected on its own: share one subscription with publish()."
        } else if spans.first?.subscribed != 1 {
            reason = "Connect when the first subscriber arrives (tick 1), not before."
        } else {
            reason = "When the last subscriber leaves (tick 12), the shared subscription must end."
        }
        try checkSubscriptions(
            "\(call); A subscribes at 1 and leaves at 8, B from 4 to 12", of: "the feed", spans,
            equals: ["-^----------!"], hint: 2, because: reason)
        try checkMarbles("\(call); A, from 1 to 8", first, equals: "---a-b-c")
        try checkMarbles(
            "\(call); B, from 4 to 12", second, equals: "-----b-c-d-e", hint: 2,
            because: "A latecomer hears only the prices sent after it joined.")
    }

    @Test("your shareFeed(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_1.grade(shareFeed) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that does not share the feed")
    func catchesUnshared() async {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_1.grade(Mutants4_1.unshared) }
        }
        run.expectCaught(result, mutant: "unshared")
    }

    @Test("catches an answer that replays old prices and never disconnects")
    func catchesReplaying() async {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_1.grade(Mutants4_1.replaysToLatecomers) }
        }
        run.expectCaught(result, mutant: "replaysToLatecomers")
    }

    @Test("catches an answer that connects before anyone subscribes")
    func catchesConnectingAtOnce() async {
        let run = GradingRun("4.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_1.grade(Mutants4_1.connectsAtOnce) }
        }
        run.expectCaught(result, mutant: "connectsAtOnce")
    }
}
