import Chapter5Exercises
import Chapter5Mutants
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.5: `configure(_:thumbnail:)` binds the thumbnail into the
/// cell until the cell is reused, cancelling the old download then, and lets
/// a freed cell go, ending its binding.
@Suite("5.5 Bind a cell's image until the cell is reused, with takeUntil")
struct Exercise5_5 {
    typealias Configure = (GalleryCell, Signal<Image>) -> Void

    static let old = Image(width: 2, height: 2, filledWith: RGB(200, 40, 40))
    static let new = Image(width: 2, height: 2, filledWith: RGB(40, 40, 200))

    /// Checks any implementation of `configure(_:thumbnail:)`.
    static func grade(_ configure: Configure) throws {
        try gradeReuse(configure)
        try gradeFreedCell(configure)
    }

    /// A cell configured for one photo at 1, reused for another at 4, while
    /// the first photo's thumbnail is still on its way.
    static func gradeReuse(_ configure: Configure) throws {
        let scheduler = TestScheduler()
        let cell = GalleryCell()
        let a = scheduler.coldSignal("-----a|", values: ["a": old])
        let b = scheduler.coldSignal("----b|", values: ["b": new])
        let image = scheduler.record(cell.image.signal)
        let call =
            "configure(cell, thumbnail: a) at 1, then cell.reuse() and "
            + "configure(cell, thumbnail: b) at 4, with a (cold) -----a| and b (cold) ----b|"
        scheduler.advance(to: 1)
        calling(call) { configure(cell, a.signal) }
        scheduler.advance(to: 4)
        cell.reuse()
        calling(call) { configure(cell, b.signal) }
        calling(call) { scheduler.advance(to: 12) }

        try checkMarbles(
            "\(call); cell.image", image, equals: "n---n---b",
            letters: ["n": nil, "a": old, "b": new], hint: 2,
            legend: "n = nil (blank), a = a's thumbnail, b = b's thumbnail",
            because: "After the reuse the cell shows another photo: a's late thumbnail must "
                + "never land in it.")
        try checkSubscriptions(
            call, of: "a (the old photo's download)", a.subscriptions, equals: ["-^--!"],
            hint: 2,
            because: "The reuse must cancel the old download (dispose its subscription), not "
                + "just hide what it sends.")
        try checkSubscriptions(
            call, of: "b (the new photo's download)", b.subscriptions, equals: ["----^----!"],
            hint: 2, because: "Subscribe to the new thumbnail once, until it completes.")
    }

    /// A cell configured at 1 and freed at 3, before its thumbnail arrives.
    static func gradeFreedCell(_ configure: Configure) throws {
        let scheduler = TestScheduler()
        var cell: GalleryCell? = GalleryCell()
        weak let watched = cell
        let c = scheduler.coldSignal("-----c|", values: ["c": old])
        let call =
            "configure(cell, thumbnail: c) at 1, with c (cold) -----c|, and the cell freed at 3"
        scheduler.advance(to: 1)
        calling(call) { configure(cell!, c.signal) }
        scheduler.advance(to: 3)
        cell = nil
        try require(
            watched == nil, call, expected: "the cell freed when the grid lets it go",
            got: "the cell still alive: something you made holds on to it", hint: 2,
            because: "A subscribeNext that sets cell.image captures the cell; <~ does not.")
        calling(call) { scheduler.advance(to: 12) }
        try checkSubscriptions(
            call, of: "c (the download)", c.subscriptions, equals: ["-^-!"], hint: 2,
            because: "A binding made with <~ ends when its property is freed with the cell.")
    }

    @Test("your configure(_:thumbnail:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_5.grade(configure(_:thumbnail:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer whose binding outlives the reuse")
    func catchesNeverLettingGo() async {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_5.grade(Mutants5_5.neverLetsGo(_:thumbnail:)) }
        }
        run.expectCaught(result, mutant: "neverLetsGo")
    }

    @Test("catches an answer that hides a late thumbnail but lets its download run")
    func catchesHidingLateThumbnails() async {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_5.grade(Mutants5_5.hidesLateThumbnails(_:thumbnail:))
            }
        }
        run.expectCaught(result, mutant: "hidesLateThumbnails")
    }

    @Test("catches an answer that keeps the cell alive")
    func catchesKeepingTheCellAlive() async {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_5.grade(Mutants5_5.keepsTheCellAlive(_:thumbnail:)) }
        }
        run.expectCaught(result, mutant: "keepsTheCellAlive")
    }
}
