import Chapter4Exercises
import Chapter4Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 4.5: `drags` passes on the moves from each touch down to
/// the next lift, and listens to the moves only during drags.
@Suite("4.5 Follow each drag until the finger lifts, with takeUntil")
struct Exercise4_5 {
    typealias Drags = (Signal<Void>, Signal<Int>, Signal<Void>) -> Signal<Int>

    static let positions = Dictionary(
        uniqueKeysWithValues: (1...9).map { (Character(String($0)), $0) })

    /// Checks any implementation of `drags(downs:moves:ups:)`.
    static func grade(_ drags: Drags) throws {
        let scheduler = TestScheduler()
        let downs = scheduler.hotSignal("--d-------d-----|", values: ["d": ()])
        let moves = scheduler.hotSignal("-1-2-3-4-5-6-7-8-9|", values: positions)
        let ups = scheduler.hotSignal("------u-------u", values: ["u": ()])
        let call =
            "drags(downs: downs, moves: moves, ups: ups), with downs --d-------d-----|, "
            + "moves -1-2-3-4-5-6-7-8-9|, ups ------u-------u"
        let recorder = calling(call) {
            scheduler.record(drags(downs.signal, moves.signal, ups.signal))
        }
        calling(call) { scheduler.run() }
        try checkMarbles(
            call, recorder, equals: "---2-3-----6-7--|", values: positions, hint: 2,
            because:
                "Each drag runs from its touch down to the next lift; the result completes "
                + "when downs has completed and no drag is going on.")
        try checkSubscriptions(
            call, of: "moves", moves.subscriptions, equals: ["--^---!", "----------^---!"],
            hint: 2,
            because:
                "Listen to moves only during a drag: dispose each drag's subscription at the "
                + "lift itself, not at the next move.")
    }

    @Test("your drags(downs:moves:ups:)")
    func yourAnswer() async throws {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_5.grade(drags(downs:moves:ups:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that never lets go of the moves")
    func catchesNeverLettingGo() async {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise4_5.grade(Mutants4_5.neverLetsGo(downs:moves:ups:)) }
        }
        run.expectCaught(result, mutant: "neverLetsGo")
    }

    @Test("catches an answer that ends everything at the first lift")
    func catchesEndingAtTheFirstLift() async {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_5.grade(Mutants4_5.endsAtTheFirstLift(downs:moves:ups:))
            }
        }
        run.expectCaught(result, mutant: "endsAtTheFirstLift")
    }

    @Test("catches an answer that lets go of the moves one move late")
    func catchesStoppingAtTheNextMove() async {
        let run = GradingRun("4.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise4_5.grade(Mutants4_5.stopsAtTheNextMove(downs:moves:ups:))
            }
        }
        run.expectCaught(result, mutant: "stopsAtTheNextMove")
    }
}
