import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.3: `rings` registers the doorbell's two handlers once,
/// when it is called, and then behaves as the reference on generated and
/// hand-picked time stories of rings and unplugs: what a first subscriber,
/// one that leaves early and a late one hear, and when.
@Suite("3.3 Wrap a callback API in a subject")
struct Exercise3_3 {
    /// How a doorbell takes a handler, such as `doorbell.onRing`.
    typealias OnRing = @Sendable (@escaping @Sendable (String) -> Void) -> Void
    typealias OnUnplug = @Sendable (@escaping @Sendable () -> Void) -> Void
    /// `rings(onRing:onUnplug:)`, whatever the answer does with the two.
    typealias Rings = (@escaping OnRing, @escaping OnUnplug) -> Signal<String>

    /// Checks any implementation of `rings(onRing:onUnplug:)`.
    static func grade(_ rings: Rings, seed: Seed) throws {
        try registersOnce(rings)
        try compareStories(
            "rings(onRing: doorbell.onRing, onUnplug: doorbell.onUnplug)",
            { visitors($0, rings) }, with: { visitors($0, Chapter3Reference.rings) },
            on: .stories(
                sources: ["doorbell"],
                examples: [Story(["doorbell": "-a--b-c-|"], lateSubscriberAt: 3)]),
            seed: seed, hint: 2,
            because: "The doorbell rings with each letter and is unplugged at | or #. Each "
                + "subscriber hears the rings after it subscribed, then completes at the unplug.")
    }

    /// A doorbell driven by the story's source: each value rings, and its
    /// end (completed or error) unplugs it. `rings` is called at tick 0.
    static func visitors(_ stage: Stage, _ rings: Rings) -> Signal<String> {
        let doorbell = Doorbell()
        let visitors = rings(doorbell.onRing, doorbell.onUnplug)
        stage.source("doorbell").subscribe(
            next: { doorbell.ring($0) }, error: { _ in doorbell.unplug() },
            completed: { doorbell.unplug() })
        return visitors
    }

    /// The call registers one handler of each kind, and subscribing registers no more.
    static func registersOnce(_ rings: Rings) throws {
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
        let subscriptions = calling("visitors.subscribe(…), three times") {
            (0..<3).map { _ in visitors.subscribeNext { _ in } }
        }
        for subscription in subscriptions { subscription.dispose() }
        try require(
            doorbell.registrations == (1, 1), "\(call), then three subscribers",
            expected: "still one handler of each kind registered",
            got: "\(doorbell.registrations.rings) ring and \(doorbell.registrations.unplugs) "
                + "unplug handlers", hint: 2,
            because: "Subscribing must not register handlers again: the doorbell keeps one.")
    }

    /// Every wrong answer in `Mutants3_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Rings> {
        [
            "registersPerSubscriber": Mutants3_3.registersPerSubscriber,
            "replaysOldRings": Mutants3_3.replaysOldRings,
            "ignoresUnplug": Mutants3_3.ignoresUnplug,
            "failsOnUnplug": Mutants3_3.failsOnUnplug,
            "startsWithAnEmptyRing": Mutants3_3.startsWithAnEmptyRing,
        ]
    }

    @Test("your rings(onRing:onUnplug:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_3.grade(Chapter3Exercises.rings(onRing:onUnplug:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_3.mutants.first { $0.key == mutant }!.value
                try Exercise3_3.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
