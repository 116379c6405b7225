import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.5: `activateCurrentPage(of:in:current:)` keeps exactly
/// the page on show active while the pager is, never flickers, ignores an
/// index out of bounds, and stops when the pager goes away.
@Suite("6.5 Keep exactly one page of the pager active")
struct Exercise6_5 {
    typealias Activate = ([ViewModel], ViewModel, Signal<Int>) -> Void

    /// Checks any implementation of `activateCurrentPage(of:in:current:)`.
    static func grade(_ activateCurrentPage: Activate) throws {
        let scheduler = TestScheduler()
        let pages = (0..<3).map { _ in ViewModel() }
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        for (tick, isActive) in [(2, true), (10, false), (13, true)] {
            scheduler.schedule(at: tick) { holder.withLock { $0 }?.isActive = isActive }
        }
        scheduler.schedule(at: 16) { holder.withLock { $0 = nil } }
        let current = scheduler.hotSignal("0----1-17---0----1", values: ["0": 0, "1": 1, "7": 7])
        let activity = pages.map { scheduler.record($0.isActiveSignal) }
        let call =
            "activateCurrentPage(of: [page 0, page 1, page 2], in: pager, current: current), "
            + "with current 0----1-17---0----1 and the pager active from 2 to 10 and from 13, "
            + "gone at 16"
        calling(call) { activateCurrentPage(pages, holder.withLock { $0! }, current.signal) }
        calling(call) { scheduler.advance(to: 20) }

        try require(
            watched == nil, call, expected: "the pager freed at 16, when it goes away",
            got: "the pager still alive: something you made holds on to it", hint: 2,
            because: "Capture the pages in your closures, never the pager.")
        let expected = ["f-t--f-------t", "f----t--f", "f"]
        let reasons = [
            "Page 0 is active while it is on show and the pager is active: from 2 to 5, and "
                + "again from 13, when the pager comes back to it.",
            "Page 1 is on show from 5; showing it again at 7 changes nothing (no flicker), and "
                + "the index 7 at 8 has no page, so none is active.",
            "Page 2 is never on show.",
        ]
        for (index, recorder) in activity.enumerated() {
            try checkMarbles(
                "\(call); page \(index).isActive", recorder, equals: expected[index],
                values: ["t": true, "f": false], hint: 2, legend: "t = active, f = inactive",
                because: reasons[index])
        }
        try checkSubscriptions(
            call, of: "current", current.subscriptions, equals: ["^---------------!"], hint: 2,
            because: "Listen to current once, until the pager goes away at 16: take(during: "
                + "pager.lifetime).")
    }

    @Test("your activateCurrentPage(of:in:current:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_5.grade(activateCurrentPage(of:in:current:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that ignores the pager's activity")
    func catchesIgnoringThePager() async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_5.grade(Mutants6_5.ignoresThePager(of:in:current:))
            }
        }
        run.expectCaught(result, mutant: "ignoresThePager")
    }

    @Test("catches an answer that leaves the old page active")
    func catchesLeavingOldPagesOn() async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_5.grade(Mutants6_5.leavesOldPagesOn(of:in:current:))
            }
        }
        run.expectCaught(result, mutant: "leavesOldPagesOn")
    }

    @Test("catches an answer whose page on show flickers")
    func catchesFlickering() async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_5.grade(Mutants6_5.flickers(of:in:current:)) }
        }
        run.expectCaught(result, mutant: "flickers")
    }

    @Test("catches an answer that wraps an index out of bounds")
    func catchesWrappingTheIndex() async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_5.grade(Mutants6_5.wrapsTheIndex(of:in:current:)) }
        }
        run.expectCaught(result, mutant: "wrapsTheIndex")
    }

    @Test("catches an answer that goes on after the pager has gone")
    func catchesNeverStopping() async {
        let run = GradingRun("6.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_5.grade(Mutants6_5.neverStops(of:in:current:)) }
        }
        run.expectCaught(result, mutant: "neverStops")
    }
}
