import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.3: `loadingFlag(of:download:)` behaves as the reference
/// in the task's story and a couple of hundred generated ones: the same flag
/// at the same ticks and the same runs of the download, when the page is
/// switched on and off while a download runs, downloads send an image before
/// they end, fail, or never end.
@Suite("6.3 A loading flag driven by activation", .serialized)
struct Exercise6_3 {
    typealias LoadingFlag = (ViewModel, Signal<Image>) -> Signal<Bool>

    static let image = Image(width: 1, height: 1, filledWith: RGB(9, 9, 9))
    static let legend = "where i = an image; the flag's t = true, f = false"

    /// Checks any implementation of `loadingFlag(of:download:)`.
    static func grade(_ loadingFlag: LoadingFlag, seed: Seed) throws {
        func story(_ activity: String, _ runs: String...) -> ActivityStory {
            ActivityStory(
                activity: Story.events(activity), runs: runs.map { Story.events($0) },
                work: "download")
        }
        var late = story("-t---", "--(i|)")
        late.lateSubscriberAt = 3
        var disposed = story("-t---f-t", "---(i|)")
        disposed.disposeAt = 3
        let stories = Inputs.activityStories(
            work: "download", values: ["i"],
            examples: [story("--t-----f-t-f-t", "---(i|)", "---(i|)", "--#")],
            edgeCases: [
                story("-t", "-i--|"), story("-t--f", "------(i|)"), story("-t", "--#"),
                story("-t--f", "-i-i---|"), story("-t-f-t", "----"), story("-tf-t", "-(i|)"),
                late, disposed,
            ],
            subscribers: true, lettingGo: false, endings: .mixed)
        try compareTraces(
            "loadingFlag(of: model, download: download)", { play($0, loadingFlag) },
            with: { play($0, Chapter6Reference.loadingFlag(of:download:)) }, on: stories,
            seed: seed, describe: { "\($0)\n\(legend)" }, hint: 2, diagnose: diagnose)
    }

    /// Plays `story`: a view model switched on and off, a download whose runs
    /// follow the story's scripts; writes down the flag and every run.
    static func play(_ story: ActivityStory, _ loadingFlag: LoadingFlag) -> Trace {
        let scheduler = TestScheduler()
        let runs = Locked<[TestableSignal<Image>]>([])
        let download = Signal<Image>.deferred {
            let script = story.run(runs.withLock { $0.count })
            let run = scheduler.coldSignal(
                script.map { Recorded(time: $0.time, event: $0.event.map { _ in image }) })
            runs.withLock { $0.append(run) }
            return run.signal
        }
        let model = ViewModel()
        for change in story.activity {
            let isActive = change.event.value == "t"
            scheduler.schedule(at: change.time) { model.isActive = isActive }
        }
        let flag = loadingFlag(model, download)
        let spinner = scheduler.record(
            flag, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map { scheduler.record(flag, subscribeAt: $0) }
        scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("loading", spinner.events) { $0 ? "t" : "f" }
        if let late {
            trace.timeline("loading, for the late subscriber", late.events) { $0 ? "t" : "f" }
        }
        trace.spans("the download", runs.withLock { $0 }.flatMap(\.subscriptions))
        return withExtendedLifetime(model) { trace }
    }

    /// What a difference usually means.
    static func diagnose(_ story: ActivityStory, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .timeline(let want)? = expected["loading"],
            case .timeline(let have)? = got["loading"]
        else { return nil }
        if have.contains(where: { $0.event.error != nil }) {
            return Diagnosis(
                hint: 2, "The flag must never fail: a failed download just stops the spinner.")
        }
        let values = have.compactMap(\.event.value)
        if zip(values, values.dropFirst()).contains(where: { $0 == $1 }) {
            return Diagnosis(
                hint: 2,
                "The same value came twice in a row: drop repeats with distinctUntilChanged().")
        }
        if case .spans(let runs)? = got["the download"], runs.isEmpty {
            return Diagnosis(
                hint: 2,
                "The download never ran: each activation must start it (subscribe to it), and "
                    + "the flag follows it.")
        }
        if want == have {
            return Diagnosis(
                hint: 2,
                "Run the download once per activation, and cancel it (dispose it) when the page "
                    + "becomes inactive: switch to the latest, don't merge.")
        }
        return Diagnosis(
            hint: 2,
            "True from each activation until its download ends (completes or fails), not at its "
                + "first image; false when inactive.")
    }

    /// Every wrong answer in `Mutants6_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, LoadingFlag> {
        [
            "followsTheActivity": Mutants6_3.followsTheActivity,
            "failsWithTheDownload": Mutants6_3.failsWithTheDownload,
            "neverCancels": Mutants6_3.neverCancels,
            "repeatsItself": Mutants6_3.repeatsItself,
            "stopsAtTheFirstImage": Mutants6_3.stopsAtTheFirstImage,
        ]
    }

    @Test("your loadingFlag(of:download:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_3.grade(Chapter6Exercises.loadingFlag(of:download:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_3.mutants.first { $0.key == mutant }!.value
                try Exercise6_3.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
