import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.4: `PopularPhotosViewModel` imports once, on its first
/// activation, shares the photos among subscribers, reports a failure and
/// retries at the next activation, and lets itself be freed.
@Suite("6.4 A gallery view model that loads when it is shown")
struct Exercise6_4 {
    typealias Parts = (model: ViewModel, photos: Signal<[Photo]>, errorMessage: Signal<String?>)
    typealias Make = (any PhotoImporting) -> Parts

    static let failure = PixelsError.httpStatus(500, url: "http://127.0.0.1:8080/v1/photos")
    static let photos: [Character: [Photo]] = ["e": [], "p": FakeImporter.samplePhotos]
    static let legend = "e = [], p = the 3 imported photos"

    /// Checks any way of making the view model and reaching its parts.
    static func grade(_ make: Make) throws {
        try gradeFirstActivation(make)
        try gradeFailure(make)
    }

    /// Made at 0, active from 2 to 5 and from 7; the grid subscribes at 0, the title at 1.
    static func gradeFirstActivation(_ make: Make) throws {
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler)
        let call =
            "PopularPhotosViewModel(importer: importer), active from 2 to 5 and from 7; the "
            + "grid subscribes to photos at 0, the title at 1; each import takes 2 ticks"
        var parts: Parts? = calling(call) { make(importer) }
        weak let watched = parts?.model
        for (tick, isActive) in [(2, true), (5, false), (7, true)] {
            scheduler.schedule(at: tick) { [weak model = parts?.model] in
                model?.isActive = isActive
            }
        }
        let early = Locked(0)
        scheduler.schedule(at: 1) { early.withLock { $0 = importer.requests.count } }
        let grid = scheduler.record(parts!.photos.distinctUntilChanged())
        let title = scheduler.record(parts!.photos.distinctUntilChanged(), subscribeAt: 1)
        let message = scheduler.record(parts!.errorMessage.distinctUntilChanged())
        calling(call) { scheduler.advance(to: 10) }

        let before = early.withLock { $0 }
        try require(
            before == 0, call, expected: "no import before the first activation, at 2",
            got: "\(before) import\(before == 1 ? "" : "s") already by tick 1", hint: 2,
            because: "Import from didBecomeActive, not in init: a view model made but not yet "
                + "shown costs nothing.")
        let count = importer.requests.count
        try require(
            count == 1, call, expected: "one import for the whole run",
            got: "\(count) imports", hint: 2,
            because: "Store the photos in a property every subscriber reads, and import only "
                + "while there are no photos yet: not once per subscriber, not at every activation."
        )
        try checkMarbles(
            "\(call); the grid", grid, equals: "e---p", letters: photos, hint: 2, legend: legend,
            because: "An empty list at first, then the photos the import sent.")
        try checkMarbles(
            "\(call); the title", title, equals: "-e--p", letters: photos, hint: 2,
            legend: legend, because: "A later subscriber gets the same list and the same import.")
        try checkMarbles(
            "\(call); errorMessage", message, equals: "n", values: ["n": nil], hint: 2,
            legend: "n = nil", because: "Nothing failed.")
        parts = nil
        try require(
            watched == nil, call, expected: "the view model freed when the screen lets it go",
            got: "the view model still alive: a closure of yours captures self", hint: 2,
            because: "Capture local copies of the properties in closures, never self.")
    }

    /// Active at 1 while the importer fails, inactive at 4, active again at 6 once it works.
    static func gradeFailure(_ make: Make) throws {
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler)
        importer.fail(.importPhotos, with: failure)
        let call =
            "PopularPhotosViewModel(importer: importer), active at 1 while the importer fails "
            + "with HTTP 500, inactive at 4, active at 6 when the importer works again"
        let parts = calling(call) { make(importer) }
        let model = parts.model
        for (tick, isActive) in [(1, true), (4, false), (6, true)] {
            scheduler.schedule(at: tick) { model.isActive = isActive }
        }
        scheduler.schedule(at: 5) { importer.succeed(.importPhotos) }
        let list = scheduler.record(parts.photos.distinctUntilChanged())
        let message = scheduler.record(parts.errorMessage.distinctUntilChanged())
        calling(call) { scheduler.advance(to: 12) }

        try checkMarbles(
            "\(call); errorMessage", message, equals: "n--x--n",
            values: ["n": nil, "x": String(describing: failure)], hint: 2,
            legend: "n = nil, x = \"\(failure)\"",
            because: "A failed import sets errorMessage to the error's description, and the "
                + "next import clears it when it starts; catch the error so that it never "
                + "reaches (and ends) your binding.")
        try checkMarbles(
            "\(call); photos", list, equals: "e-------p", letters: photos, hint: 2,
            legend: legend,
            because: "After a failure the list stays empty, and the next activation imports again.")
        let count = importer.requests.count
        try require(
            count == 2, call, expected: "2 imports: the failed one at 1 and the retry at 6",
            got: "\(count) imports", hint: 2)
    }

    @Test("your PopularPhotosViewModel")
    func yourAnswer() async throws {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_4.grade { importer in
                    let model = PopularPhotosViewModel(importer: importer)
                    return (model, model.photos, model.errorMessage)
                }
            }
        }
        try run.judge(result)
    }

    @Test("catches a view model that imports in init")
    func catchesImportingInInit() async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_4.grade(Mutants6_4.importsInInit(importer:)) }
        }
        run.expectCaught(result, mutant: "importsInInit")
    }

    @Test("catches a view model that imports at every activation")
    func catchesImportingAtEveryActivation() async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_4.grade(Mutants6_4.importsOnEveryActivation(importer:))
            }
        }
        run.expectCaught(result, mutant: "importsOnEveryActivation")
    }

    @Test("catches a view model that imports for each subscriber")
    func catchesImportingForEachSubscriber() async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_4.grade(Mutants6_4.importsForEachSubscriber(importer:))
            }
        }
        run.expectCaught(result, mutant: "importsForEachSubscriber")
    }

    @Test("catches a view model whose binding ends at the first error")
    func catchesEndingOnError() async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_4.grade(Mutants6_4.endsOnError(importer:)) }
        }
        run.expectCaught(result, mutant: "endsOnError")
    }

    @Test("catches a view model that keeps itself alive")
    func catchesKeepingItselfAlive() async {
        let run = GradingRun("6.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_4.grade(Mutants6_4.keepsItselfAlive(importer:)) }
        }
        run.expectCaught(result, mutant: "keepsItselfAlive")
    }
}
