import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.3: `loadingFlag(of:download:)` runs the download at each
/// activation, is true exactly while it runs, cancels it when the page goes
/// inactive, never fails and never repeats itself.
@Suite("6.3 A loading flag driven by activation")
struct Exercise6_3 {
    typealias LoadingFlag = (ViewModel, Signal<Image>) -> Signal<Bool>

    /// The script of each run of the download, in order; later runs repeat the first.
    static let scripts = ["---(i|)", "---(i|)", "--#"]

    /// Checks any implementation of `loadingFlag(of:download:)`.
    static func grade(_ loadingFlag: LoadingFlag) throws {
        let scheduler = TestScheduler()
        let image = Image(width: 1, height: 1, filledWith: RGB(9, 9, 9))
        let runs = Locked<[TestableSignal<Image>]>([])
        let download = Signal<Image>.deferred {
            let script = scripts[min(runs.withLock { $0.count }, scripts.count - 1)]
            let run = scheduler.coldSignal(script, values: ["i": image])
            runs.withLock { $0.append(run) }
            return run.signal
        }
        let model = ViewModel()
        for (tick, isActive) in [(2, true), (8, false), (10, true), (12, false), (14, true)] {
            scheduler.schedule(at: tick) { model.isActive = isActive }
        }
        let call =
            "loadingFlag(of: model, download: download), with model active at 2, 10 and 14, "
            + "inactive at 8 and 12, and the download's runs ---(i|), ---(i|), --#"
        let flag = calling(call) { scheduler.record(loadingFlag(model, download)) }
        calling(call) { scheduler.advance(to: 20) }

        try checkMarbles(
            call, flag, equals: "f-t--f----t-f-t-f", values: ["t": true, "f": false], hint: 2,
            legend: "t = true, f = false",
            because: "True from each activation until its download ends (or fails); false when "
                + "inactive; never the same value twice in a row, never an error.")
        try checkSubscriptions(
            call, of: "the download", runs.withLock { $0 }.flatMap(\.subscriptions),
            equals: ["--^--!", "----------^-!", "--------------^-!"], hint: 2,
            because: "Run the download once per activation, and cancel it (dispose it) when "
                + "the page becomes inactive: switch to the latest, don't merge.")
    }

    @Test("your loadingFlag(of:download:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_3.grade(loadingFlag(of:download:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that follows the activity only")
    func catchesFollowingTheActivity() async {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_3.grade(Mutants6_3.followsTheActivity(of:download:))
            }
        }
        run.expectCaught(result, mutant: "followsTheActivity")
    }

    @Test("catches an answer that fails with the download")
    func catchesFailingWithTheDownload() async {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_3.grade(Mutants6_3.failsWithTheDownload(of:download:))
            }
        }
        run.expectCaught(result, mutant: "failsWithTheDownload")
    }

    @Test("catches an answer that never cancels a download")
    func catchesNeverCancelling() async {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_3.grade(Mutants6_3.neverCancels(of:download:)) }
        }
        run.expectCaught(result, mutant: "neverCancels")
    }

    @Test("catches an answer that repeats itself")
    func catchesRepeating() async {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_3.grade(Mutants6_3.repeatsItself(of:download:)) }
        }
        run.expectCaught(result, mutant: "repeatsItself")
    }
}
