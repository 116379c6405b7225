import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.2: `liveRatingText(of:ratings:)` behaves as the
/// reference in the task's story and a couple of hundred generated ones:
/// the same texts at the same ticks (ratings such as 97.256 are rounded, not
/// cut), the feed subscribed exactly while the view model is active, the
/// result completed when it goes away, and the view model freed then.
@Suite("6.2 Listen to live ratings only while the screen shows them", .serialized)
struct Exercise6_2 {
    typealias LiveRating = (ViewModel, Signal<Double>) -> Signal<String>

    /// What each letter of the feed sends.
    static let ratings = ["a": 97.256, "b": 97.25, "c": 99.999, "d": 98.4, "e": 96.2]

    static let legend =
        "where active's a, c, e = the view model becomes active, b, d = it becomes inactive, "
        + "and | or # = it goes away; ratings' a = 97.256, b = 97.25, c = 99.999, d = 98.4, "
        + "e = 96.2"

    /// Checks any implementation of `liveRatingText(of:ratings:)`.
    static func grade(_ liveRatingText: LiveRating, seed: Seed) throws {
        let example = Story(
            ["active": "--a---b-c---|", "ratings": "-a-b-c-d-e-a-b"], order: ["active", "ratings"])
        try compareTraces(
            "liveRatingText(of: model, ratings: ratings)", { play($0, liveRatingText) },
            with: { play($0, Chapter6Reference.liveRatingText(of:ratings:)) },
            on: .stories(sources: ["active", "ratings"], examples: [example]), seed: seed,
            describe: { "\($0)\n\(legend)" }, hint: 2, diagnose: diagnose)
    }

    /// Plays `story`: the view model's activity follows `active`, and it goes
    /// away when `active` ends; writes down the texts, the feed's
    /// subscriptions, and whether the view model was freed.
    static func play(_ story: Story, _ liveRatingText: LiveRating) -> Trace {
        let stage = Stage.playing(story)
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        let goAway: @Sendable () -> Void = { holder.withLock { $0 = nil } }
        stage.source("active").subscribe(
            next: { letter in holder.withLock { $0 }?.isActive = ["a", "c", "e"].contains(letter) },
            error: { _ in goAway() }, completed: goAway)
        let feed = stage.source("ratings").map { ratings[$0] ?? 0 }
        let text = liveRatingText(holder.withLock { $0! }, feed)
        let screen = stage.scheduler.record(
            text, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map { stage.scheduler.record(text, subscribeAt: $0) }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("the text", screen.events) { describe($0) }
        if let late {
            trace.timeline("the text, for the late subscriber", late.events) { describe($0) }
        }
        trace.spans("ratings", stage.spans(ofSource: "ratings", in: story))
        if story.sources[0].events.contains(where: \.event.isTerminal) {
            trace.fact(
                "the view model, once gone",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        if expected["the view model, once gone"] != got["the view model, once gone"] {
            return Diagnosis(
                hint: 2, "A closure of the result that captures model keeps the view model alive.")
        }
        if case .timeline(let want)? = expected["the text"],
            case .timeline(let have)? = got["the text"],
            want.last?.event.isTerminal == true, have.last?.event.isTerminal != true
        {
            return Diagnosis(
                hint: 2,
                "Complete when the view model goes away: the live feed never completes, so a "
                    + "hand-made switch never would; forwardWhileActive does.")
        }
        if expected["ratings"] != got["ratings"] {
            return Diagnosis(
                hint: 2,
                "Subscribe to the feed at each activation and dispose that subscription at each "
                    + "deactivation: not listening is what saves the connection.")
        }
        guard case .timeline(let want)? = expected["the text"],
            case .timeline(let have)? = got["the text"]
        else { return nil }
        if want.map(\.time) == have.map(\.time) && want.count == have.count {
            return Diagnosis(
                hint: 2,
                "The texts differ: round to two decimals with String(format: \"%.2f\", rating), "
                    + "which makes 97.256 \"97.26\"; cutting the digits off makes it \"97.25\".")
        }
        return Diagnosis(
            hint: 2, "Forward only while active, and complete when the view model goes away.")
    }

    /// Every wrong answer in `Mutants6_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, LiveRating> {
        [
            "alwaysListens": Mutants6_2.alwaysListens,
            "filtersByActivity": Mutants6_2.filtersByActivity,
            "forgetsTheEnd": Mutants6_2.forgetsTheEnd,
            "keepsTheModelAlive": Mutants6_2.keepsTheModelAlive,
            "truncatesTheRating": Mutants6_2.truncatesTheRating,
        ]
    }

    @Test("your liveRatingText(of:ratings:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_2.grade(Chapter6Exercises.liveRatingText(of:ratings:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_2.mutants.first { $0.key == mutant }!.value
                try Exercise6_2.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
