import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.3: `rings` registers the doorbell's handlers once and
/// shares the rings through a subject, live, with every subscriber.
@Suite("3.3 Wrap a callback API in a subject")
struct Exercise3_3 {
    /// How a doorbell takes a handler, such as `doorbell.onRing`.
    typealias OnRing = @Sendable (@escaping @Sendable (String) -> Void) -> Void
    typealias OnUnplug = @Sendable (@escaping @Sendable () -> Void) -> Void
    /// `rings(onRing:onUnplug:)`, whatever the answer does with the two.
    typealias Rings = (@escaping OnRing, @escaping OnUnplug) -> Signal<String>

    /// Checks any implementation of `rings(onRing:onUnplug:)`.
    static func grade(_ rings: Rings) throws {
        let scheduler = TestScheduler()
        let doorbell = Doorbell()
        let call = "rings(onRing: doorbell.onRing, onUnplug: doorbell.onUnplug)"
        let visitors = calling(call) { rings(doorbell.onRing, doorbell.onUnplug) }
        let registered = doorbell.registrations
        try require(
            registered == (1, 1), call,
            expected: "one ring handler and one unplug handler registered by the call",
            got: "\(registered.rings) ring and \(registered.unplugs) unplug handlers", hint: 2,
            because: registered == (0, 0)
                ? "Register once, in rings(…), not inside Signal { … } for each subscriber."
                : "Register both: the unplug handler is how the doorbell says it is done.")

        for (tick, visitor) in [(1, "a"), (4, "b"), (6, "c")] {
            scheduler.schedule(at: tick) { doorbell.ring(visitor) }
        }
        scheduler.schedule(at: 8) { doorbell.unplug() }
        let expectations: [(tick: Int, marbles: String)] = [
            (0, "-a--b-c-|"), (3, "----b-c-|"), (9, "---------|"),
        ]
        let recorders = expectations.map { tick, _ in
            calling("visitors.subscribe(…) at tick \(tick)") {
                scheduler.record(visitors, subscribeAt: tick)
            }
        }
        calling("the doorbell rings a at 1, b at 4, c at 6 and is unplugged at 8") {
            scheduler.run()
        }
        for ((tick, marbles), recorder) in zip(expectations, recorders) {
            try checkMarbles(
                "visitors, subscribed at tick \(tick); the doorbell rings a at 1, b at 4, "
                    + "c at 6 and is unplugged at 8",
                recorder, equals: marbles, hint: 2,
                because: "Each subscriber hears the rings after it subscribed, then completes.")
        }
        try require(
            doorbell.registrations == (1, 1), "\(call), then three subscribers",
            expected: "still one handler of each kind registered",
            got: "\(doorbell.registrations.rings) ring and \(doorbell.registrations.unplugs) "
                + "unplug handlers", hint: 2,
            because: "Subscribing must not register handlers again.")
    }

    @Test("your rings(onRing:onUnplug:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_3.grade(rings(onRing:onUnplug:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that registers the handlers for each subscriber")
    func catchesRegisteringPerSubscriber() async {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_3.grade(Mutants3_3.registersPerSubscriber) }
        }
        run.expectCaught(result, mutant: "registersPerSubscriber")
    }

    @Test("catches an answer that replays old rings to late subscribers")
    func catchesReplaying() async {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_3.grade(Mutants3_3.replaysOldRings) }
        }
        run.expectCaught(result, mutant: "replaysOldRings")
    }

    @Test("catches an answer that never completes when the doorbell is unplugged")
    func catchesIgnoringUnplug() async {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_3.grade(Mutants3_3.ignoresUnplug) }
        }
        run.expectCaught(result, mutant: "ignoresUnplug")
    }
}
