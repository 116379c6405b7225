import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 2.7: `deal` sends one card per period from the subscription,
/// completes with the last, and cancels the rest when disposed.
@Suite("2.7 Deal cards over time on a scheduler")
struct Exercise2_7 {
    /// Checks any implementation of `deal(_:every:on:)`, on the test scheduler.
    static func grade(_ deal: ([String], Duration, any Scheduler) -> Signal<String>) throws {
        try grade(deal, ["a", "b", "c"], every: 2, equals: "--a-b-(c|)")
        try grade(deal, ["a"], every: 1, equals: "-(a|)")
        try grade(
            deal, [], every: 2, equals: "|",
            because: "With nothing to deal, complete at once.")
        try grade(
            deal, ["a", "b", "c"], every: 2, subscribeAt: 3, equals: "-----a-b-(c|)", hint: 2,
            because: "Count the periods from the subscription, not from tick 0.")

        let scheduler = TestScheduler()
        let call = "deal([\"a\", \"b\", \"c\"], every: .seconds(2)), disposed at tick 3"
        let recorder = calling(call) {
            scheduler.record(deal(["a", "b", "c"], .seconds(2), scheduler), disposeAt: 3)
        }
        calling(call) { scheduler.advance(to: 3) }
        try checkMarbles(call, recorder, equals: "--a")
        try require(
            scheduler.pendingCount == 0, call, expected: "no cards left waiting on the scheduler",
            got: "\(scheduler.pendingCount) still scheduled", hint: 2,
            because: "Return the disposables of what you schedule, so disposing cancels them.")
    }

    /// Deals `cards` on a fresh test scheduler and compares the timeline with `expected`.
    static func grade(
        _ deal: ([String], Duration, any Scheduler) -> Signal<String>, _ cards: [String],
        every ticks: Int, subscribeAt start: Int = 0, equals expected: String, hint: Int = 1,
        because explanation: String? = nil
    ) throws {
        let scheduler = TestScheduler()
        let call =
            "deal(\(describe(cards)), every: .seconds(\(ticks)))"
            + (start > 0 ? ", subscribed at tick \(start)" : "")
        let recorder = calling(call) {
            scheduler.record(deal(cards, .seconds(ticks), scheduler), subscribeAt: start)
        }
        calling(call) { scheduler.advance(to: 40) }
        try checkMarbles(call, recorder, equals: expected, hint: hint, because: explanation)
    }

    @Test("your deal(_:every:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_7.grade(deal) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that deals every card at once")
    func catchesDealingAtOnce() async {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_7.grade(Mutants2_7.allAtOnce) }
        }
        run.expectCaught(result, mutant: "allAtOnce")
    }

    @Test("catches an answer that completes a period late")
    func catchesCompletingLate() async {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_7.grade(Mutants2_7.completesLate) }
        }
        run.expectCaught(result, mutant: "completesLate")
    }

    @Test("catches an answer that leaves its timers scheduled after disposal")
    func catchesLeakingTimers() async {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_7.grade(Mutants2_7.leaksTimers) }
        }
        run.expectCaught(result, mutant: "leaksTimers")
    }
}
