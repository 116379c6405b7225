import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.2: `liveRatingText(of:ratings:)` listens to the feed only
/// while the view model is active, formats each rating, completes when the
/// view model goes away, and lets it go.
@Suite("6.2 Listen to live ratings only while the screen shows them")
struct Exercise6_2 {
    typealias LiveRating = (ViewModel, Signal<Double>) -> Signal<String>

    static let letters = Array("abcdefgh")
    static let ratings = Dictionary(
        uniqueKeysWithValues: letters.enumerated().map { ($1, 97 + Double($0) / 4) })
    static let texts = Dictionary(
        uniqueKeysWithValues: letters.enumerated().map {
            ($1, ["97.00", "97.25", "97.50", "97.75", "98.00", "98.25", "98.50", "98.75"][$0])
        })

    /// Checks any implementation of `liveRatingText(of:ratings:)`.
    static func grade(_ liveRatingText: LiveRating) throws {
        let scheduler = TestScheduler()
        let feed = scheduler.hotSignal("-a-b-c-d-e-f-g-h", values: ratings)
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        for (tick, isActive) in [(2, true), (6, false), (8, true)] {
            scheduler.schedule(at: tick) { holder.withLock { $0 }?.isActive = isActive }
        }
        scheduler.schedule(at: 12) { holder.withLock { $0 = nil } }
        let call =
            "liveRatingText(of: model, ratings: ratings), with ratings -a-b-c-d-e-f-g-h "
            + "(a = 97.00, b = 97.25, …), model active from 2 to 6 and from 8, gone at 12"
        let text = calling(call) {
            scheduler.record(liveRatingText(holder.withLock { $0! }, feed.signal))
        }
        calling(call) { scheduler.advance(to: 16) }

        try require(
            watched == nil, call, expected: "the view model freed at 12, when it goes away",
            got: "the view model still alive: something you made holds on to it", hint: 2,
            because: "A closure of the result that captures model keeps it alive.")
        try checkMarbles(
            call, text, equals: "---b-c---e-f|", values: texts, hint: 2,
            legend: "a = \"97.00\", b = \"97.25\", c = \"97.50\", … h = \"98.75\"",
            because: "Forward only while active, and complete when the view model goes away.")
        try checkSubscriptions(
            call, of: "ratings", feed.subscriptions, equals: ["--^---!", "--------^---!"],
            hint: 2,
            because: "Subscribe at each activation and dispose at each deactivation, and when "
                + "the view model goes away: not listening is what saves the connection.")
    }

    @Test("your liveRatingText(of:ratings:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_2.grade(liveRatingText(of:ratings:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that listens all the time")
    func catchesAlwaysListening() async {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_2.grade(Mutants6_2.alwaysListens(of:ratings:)) }
        }
        run.expectCaught(result, mutant: "alwaysListens")
    }

    @Test("catches an answer that hides ratings while inactive but stays subscribed")
    func catchesFilteringByActivity() async {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_2.grade(Mutants6_2.filtersByActivity(of:ratings:)) }
        }
        run.expectCaught(result, mutant: "filtersByActivity")
    }

    @Test("catches an answer that goes on after the view model has gone")
    func catchesForgettingTheEnd() async {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_2.grade(Mutants6_2.forgetsTheEnd(of:ratings:)) }
        }
        run.expectCaught(result, mutant: "forgetsTheEnd")
    }

    @Test("catches an answer that keeps the view model alive")
    func catchesKeepingTheModelAlive() async {
        let run = GradingRun("6.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_2.grade(Mutants6_2.keepsTheModelAlive(of:ratings:))
            }
        }
        run.expectCaught(result, mutant: "keepsTheModelAlive")
    }
}
