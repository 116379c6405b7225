import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.5: `activateCurrentPage(of:in:current:)` behaves as the
/// reference in the task's story and a couple of hundred generated ones:
/// every page active at the same ticks when the pager is switched on and
/// off, the index changes, repeats or falls out of bounds; `current` listened
/// to until the pager goes away; and the pager freed then.
@Suite("6.5 Keep exactly one page of the pager active", .serialized)
struct Exercise6_5 {
    typealias Activate = ([ViewModel], ViewModel, Signal<Int>) -> Void

    /// The index each letter of `current` sends, for three pages.
    static let indices = ["a": 0, "b": 1, "c": 2, "d": 7, "e": 1]

    static let legend =
        "where pager's a, c, e = the pager becomes active, b, d = it becomes inactive, | or # = "
        + "it goes away; current's a = 0, b = 1, c = 2, d = 7 (no such page), e = 1; the pages' "
        + "t = active, f = inactive"

    /// Checks any implementation of `activateCurrentPage(of:in:current:)`.
    static func grade(_ activateCurrentPage: Activate, seed: Seed) throws {
        let example = Story(
            ["pager": "--a-------b--c--|", "current": "a----b-bd---a----b"],
            order: ["pager", "current"])
        try compareTraces(
            "activateCurrentPage(of: [page 0, page 1, page 2], in: pager, current: current)",
            { play($0, activateCurrentPage) },
            with: { play($0, Chapter6Reference.activateCurrentPage(of:in:current:)) },
            on: .stories(sources: ["pager", "current"], examples: [example]), seed: seed,
            describe: tell, hint: 2, diagnose: diagnose)
    }

    /// The story: the sources, and when activateCurrentPage is called.
    static func tell(_ story: Story) -> String {
        let lines = story.description.split(separator: "\n").dropLast().map(String.init)
        return (lines + ["activateCurrentPage called at \(story.subscribeAt)", legend])
            .joined(separator: "\n")
    }

    /// Plays `story` with three pages: the pager's activity follows `pager`,
    /// and the pager goes away when `pager` ends; writes down each page's
    /// activity, the subscriptions to `current`, and whether the pager was freed.
    static func play(_ story: Story, _ activateCurrentPage: Activate) -> Trace {
        let stage = Stage.playing(story)
        let pages = (0..<3).map { _ in ViewModel() }
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        let goAway: @Sendable () -> Void = { holder.withLock { $0 = nil } }
        stage.source("pager").subscribe(
            next: { letter in holder.withLock { $0 }?.isActive = ["a", "c", "e"].contains(letter) },
            error: { _ in goAway() }, completed: goAway)
        let current = stage.source("current").map { indices[$0] ?? 0 }
        let activity = pages.map { stage.scheduler.record($0.isActiveSignal) }
        // Called before the story's first tick, or at a later tick after its events.
        if story.subscribeAt > 0 { stage.scheduler.advance(to: story.subscribeAt) }
        if let pager = holder.withLock({ $0 }) {
            activateCurrentPage(pages, pager, current)
        }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        for (index, recorder) in activity.enumerated() {
            trace.timeline("page \(index).isActive", recorder.events) { $0 ? "t" : "f" }
        }
        trace.spans("current", stage.spans(ofSource: "current", in: story))
        if story.sources[0].events.contains(where: \.event.isTerminal) {
            trace.fact(
                "the pager, once gone",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return withExtendedLifetime(pages) { trace }
    }

    /// What a difference usually means.
    static func diagnose(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        if expected["the pager, once gone"] != got["the pager, once gone"] {
            return Diagnosis(hint: 2, "Capture the pages in your closures, never the pager.")
        }
        if expected["current"] != got["current"] {
            return Diagnosis(
                hint: 2,
                "Listen to current once, until the pager goes away: take(during: pager.lifetime).")
        }
        let timelines = (0..<3).compactMap { index -> [Recorded<String>]? in
            guard case .timeline(let events)? = got["page \(index).isActive"] else { return nil }
            return events
        }
        if timelines.contains(where: { events in
            let values = events.compactMap(\.event.value)
            return zip(values, values.dropFirst()).contains { $0 == "f" && $1 == "t" }
                && events.count > Set(events.map(\.time)).count
        }) {
            return Diagnosis(
                hint: 2,
                "A page was switched off and on again in the same tick: leave the page on show "
                    + "out of the loop that switches the others off.")
        }
        return Diagnosis(
            hint: 2,
            "Exactly the page on show is active, and only while the pager is: when the pager "
                + "becomes inactive, so does its page; an index with no page leaves every page "
                + "inactive.")
    }

    /// Every wrong answer in `Mutants6_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Activate> {
        [
            "ignoresThePager": Mutants6_5.ignoresThePager,
            "ignoresThePagerGoingInactive": Mutants6_5.ignoresThePagerGoingInactive,
            "leavesOldPagesOn": Mutants6_5.leavesOldPagesOn,
            "flickers": Mutants6_5.flickers,
            "wrapsTheIndex": Mutants6_5.wrapsTheIndex,
            "neverStops": Mutants6_5.neverStops,
        ]
    }

    @Test("your activateCurrentPage(of:in:current:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_5.grade(
                    Chapter6Exercises.activateCurrentPage(of:in:current:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_5.mutants.first { $0.key == mutant }!.value
                try Exercise6_5.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
