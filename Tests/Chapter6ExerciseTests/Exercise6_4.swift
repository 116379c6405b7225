import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.4: `PopularPhotosViewModel` behaves as the reference in
/// the task's story and a couple of hundred generated ones: the same photos
/// and error messages at the same ticks for the grid and a later title bar,
/// the same imports (none before the first activation, one per activation
/// until one succeeds, whatever the number of subscribers), when imports
/// fail or the screen goes off while one runs; and a view model the screen
/// lets go is freed.
@Suite("6.4 A gallery view model that loads when it is shown", .serialized)
struct Exercise6_4 {
    typealias Parts = (model: ViewModel, photos: Signal<[Photo]>, errorMessage: Signal<String?>)
    typealias Make = (any PhotoImporting) -> Parts

    static let legend =
        "where an import's p = the photos, # = HTTP 500; photos' e = [], p = the 3 imported "
        + "photos; errorMessage's n = nil, x = the error's description"

    /// Checks any way of making the view model and reaching its parts.
    static func grade(_ make: Make, seed: Seed) throws {
        func story(
            _ activity: String, _ runs: String..., titleAt: Int? = nil, letGoAt: Int? = nil
        ) -> ActivityStory {
            ActivityStory(
                activity: Story.events(activity), runs: runs.map { Story.events($0) },
                work: "import", lateSubscriberAt: titleAt, letGoAt: letGoAt)
        }
        let stories = Inputs.activityStories(
            work: "import", values: ["p"],
            examples: [story("--t--f-t", "--(p|)", titleAt: 1)],
            edgeCases: [
                story("-t--f-t", "--#", "--(p|)"), story("-t-f---t", "---(p|)"),
                story("--t", "--(p|)", letGoAt: 6), story("-t-f-t-f-t", "-#"),
                story("-t", "--(p|)", titleAt: 5), story("-t-f-t", "--#", "---(p|)", titleAt: 2),
                story("-t", "-#", letGoAt: 4), story("", "-(p|)", letGoAt: 2),
            ],
            subscribers: true, lettingGo: true,
            endings: ScriptEndings(completed: 0.6, error: 0.35))
        try compareTraces(
            "PopularPhotosViewModel(importer: importer)", { play($0, make) },
            with: {
                play($0) { importer in
                    let model = Chapter6Reference.PopularPhotosViewModel(importer: importer)
                    return (model, model.photos, model.errorMessage)
                }
            }, on: stories, seed: seed, describe: tell, hint: 2, diagnose: diagnose)
    }

    /// The story, told as the screens see it.
    static func tell(_ story: ActivityStory) -> String {
        var lines = story.description.split(separator: "\n").map(String.init)
        var screens = "the grid subscribes to photos and errorMessage at \(story.subscribeAt)"
        if let disposeAt = story.disposeAt { screens += " and leaves at \(disposeAt)" }
        if let titleAt = story.lateSubscriberAt {
            screens += "; the title bar to photos at \(titleAt)"
        }
        if let letGoAt = story.letGoAt {
            screens += "; the screen lets the view model go at \(letGoAt)"
        }
        lines[lines.count - 1] = screens
        return (lines + [legend]).joined(separator: "\n")
    }

    /// Plays `story` on a view model made by `make`; writes down what the grid
    /// and the title bar received, every import, and whether the view model
    /// was freed once let go.
    static func play(_ story: ActivityStory, _ make: Make) -> Trace {
        let scheduler = TestScheduler()
        let importer = ScriptedImporter(scheduler: scheduler, story: story)
        var parts: Parts? = make(importer)
        weak let watched = parts?.model
        let photos = parts!.photos.distinctUntilChanged()
        let grid = scheduler.record(
            photos, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let message = scheduler.record(
            parts!.errorMessage.distinctUntilChanged(), subscribeAt: story.subscribeAt,
            disposeAt: story.disposeAt)
        let title = story.lateSubscriberAt.map { scheduler.record(photos, subscribeAt: $0) }
        // Each tick, the importer's answers first, then what the screen does.
        var changes = story.activity[...]
        for tick in 0...(story.lastTick + 4) {
            scheduler.advance(to: tick)
            while let change = changes.first, change.time == tick {
                changes.removeFirst()
                parts?.model.isActive = change.event.value == "t"
            }
            if tick == story.letGoAt { parts = nil }
        }

        func label(_ list: [Photo]) -> String {
            list.isEmpty ? "e" : list == FakeImporter.samplePhotos ? "p" : "?"
        }
        var trace = Trace()
        trace.timeline("photos, for the grid", grid.events, label: label)
        if let title { trace.timeline("photos, for the title bar", title.events, label: label) }
        trace.timeline("errorMessage", message.events) { text in
            text == nil
                ? "n" : text == String(describing: ScriptedImporter.failure) ? "x" : describe(text)
        }
        trace.spans("the imports", importer.importSpans)
        if story.letGoAt != nil {
            trace.fact(
                "the view model, once let go",
                watched == nil ? "freed" : "still alive: a closure of yours captures self")
        }
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: ActivityStory, expected: Trace, got: Trace) -> Diagnosis? {
        if expected["the view model, once let go"] != got["the view model, once let go"] {
            return Diagnosis(
                hint: 2, "Capture local copies of the properties in closures, never self.")
        }
        if case .spans(let want)? = expected["the imports"],
            case .spans(let have)? = got["the imports"],
            want != have
        {
            if let first = have.first, first.subscribed < (want.first?.subscribed ?? .max) {
                return Diagnosis(
                    hint: 2,
                    "Import from didBecomeActive, not in init: a view model made but not yet "
                        + "shown costs nothing.")
            }
            return Diagnosis(
                hint: 2,
                "Import at an activation only while there are no photos yet (the first time, and "
                    + "again after a failure), into a property that every subscriber reads: not "
                    + "once per subscriber, not at every activation.")
        }
        if case .timeline(let want)? = expected["photos, for the grid"],
            case .timeline(let have)? = got["photos, for the grid"],
            have.last?.event.isTerminal == true, want.last?.event.isTerminal != true
        {
            return Diagnosis(
                hint: 2,
                "photos ended while the view model lives: it is the view model's state, so keep "
                    + "it in a stored property and let photos be that property's signal.")
        }
        if expected["errorMessage"] != got["errorMessage"] {
            return Diagnosis(
                hint: 2,
                "A failed import sets errorMessage to the error's description, and the next "
                    + "import clears it when it starts; catch the error so that it never reaches "
                    + "(and ends) your binding.")
        }
        return Diagnosis(
            hint: 2,
            "An empty list at first, then the photos the import sent; after a failure the list "
                + "stays empty, and the next activation imports again.")
    }

    /// Every wrong answer in `Mutants6_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Make> {
        [
            "importsInInit": Mutants6_4.importsInInit,
            "importsOnEveryActivation": Mutants6_4.importsOnEveryActivation,
            "importsForEachSubscriber": Mutants6_4.importsForEachSubscriber,
            "endsOnError": Mutants6_4.endsOnError,
            "keepsItselfAlive": Mutants6_4.keepsItselfAlive,
            "neverClearsTheError": Mutants6_4.neverClearsTheError,
        ]
    }

    @Test("your PopularPhotosViewModel")
    func yourAnswer() async throws {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_4.grade(
                    { importer in
                        let model = Chapter6Exercises.PopularPhotosViewModel(importer: importer)
                        return (model, model.photos, model.errorMessage)
                    }, seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_4.mutants.first { $0.key == mutant }!.value
                try Exercise6_4.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
