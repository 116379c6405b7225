import Chapter4Exercises
import Chapter4Mutants
import Chapter4Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 4.5: `drags` behaves as the reference in many touch
/// stories: the moves from each touch down to the next lift, and `moves`
/// listened to only during drags.
@Suite("4.5 Follow each drag until the finger lifts, with takeUntil")
struct Exercise4_5 {
    typealias Drags = (Signal<Void>, Signal<Int>, Signal<Void>) -> Signal<Int>

    static let order = ["downs", "moves", "ups"]

    /// The task's example.
    static let example = Story(
        ["downs": "--d-------d-----|", "moves": "-1-2-3-4-5-6-7-8-9|", "ups": "------u-------u"],
        order: order)

    /// `downs` ending or failing mid-drag, a touch, a move and a lift in one
    /// tick, a drag starting right after a lift, and subscribers who leave
    /// or come mid-drag.
    static let edgeCases = [
        story(downs: "-d-|", ups: "------u"),
        story(downs: "-d-#", ups: "------u"),
        story(downs: "--d--|", ups: "--u"),
        story(downs: "-d--d---|", ups: "---u--u"),
        story(downs: "-d---d|", ups: "---u-----u"),
        story(downs: "", ups: ""),
        story(downs: "|", ups: ""),
        story(downs: "-d------d", ups: "-----u----u", disposeAt: 3),
        story(downs: "-d------d", ups: "-----u----u", lateSubscriberAt: 3),
        story(downs: "-d------d", ups: "-----u----u", subscribeAt: 3),
    ]

    /// A story whose finger moves at every tick.
    static func story(
        downs: String, ups: String, subscribeAt: Int = 0, disposeAt: Int? = nil,
        lateSubscriberAt: Int? = nil
    ) -> Story {
        Story(
            ["downs": downs, "moves": "-123456789123", "ups": ups], order: order,
            subscribeAt: subscribeAt, disposeAt: disposeAt, lateSubscriberAt: lateSubscriberAt)
    }

    /// Checks any implementation of `drags(downs:moves:ups:)`.
    static func grade(_ drags: Drags, seed: Seed) throws {
        func dragging(_ answer: Drags, _ stage: Stage) -> Signal<Int> {
            answer(
                stage.source("downs").map { _ in () }, stage.source("moves").map { Int($0) ?? 0 },
                stage.source("ups").map { _ in () })
        }
        try compareStories(
            "drags(downs: downs, moves: moves, ups: ups)", { dragging(drags, $0) },
            with: { dragging(Chapter4Reference.drags(downs:moves:ups:), $0) },
            on: TouchStories.inputs(examples: [example], edgeCases: edgeCases), seed: seed,
            hint: 2,
            because:
                "Each drag follows the moves from its touch down to the next lift, and lets go "
                + "of moves and ups at the lift (listen to neither between drags); the result "
                + "completes when downs has completed and no drag is going on.")
    }

    /// Every wrong answer in `Mutants4_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Drags> {
        [
            "neverLetsGo": Mutants4_5.neverLetsGo(downs:moves:ups:),
            "endsAtTheFirstLift": Mutants4_5.endsAtTheFirstLift(downs:moves:ups:),
            "stopsAtTheNextMove": Mutants4_5.stopsAtTheNextMove(downs:moves:ups:),
            "completesMidDrag": Mutants4_5.completesMidDrag(downs:moves:ups:),
            "filtersEveryMove": Mutants4_5.filtersEveryMove(downs:moves:ups:),
        ]
    }

    @Test("your drags(downs:moves:ups:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_5.grade(Chapter4Exercises.drags(downs:moves:ups:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants4_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise4_5.mutants.first { $0.key == mutant }!.value
                try Exercise4_5.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
