import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.5: `configure(_:thumbnail:)` behaves as the reference in
/// the task's story and a couple of hundred generated ones: the same images
/// in the cell at the same ticks when the grid reuses it a few ticks after
/// configuring it, each download cancelled at the reuse, and a cell that the
/// grid lets go freed, its binding ended.
@Suite("5.5 Bind a cell's image until the cell is reused, with takeUntil", .serialized)
struct Exercise5_5 {
    typealias Configure = (GalleryCell, Signal<Image>) -> Void

    /// The thumbnail of each photo configured in turn, by letter.
    static let thumbnails: [String: Image] = Dictionary(
        uniqueKeysWithValues: CellStory.letters.enumerated().map { index, letter in
            (letter, Image(width: 2, height: 2, filledWith: RGB(UInt8(40 * index), 90, 200)))
        })

    static let legend =
        "where cell.image's n = nil (blank), a, b, … = the thumbnail of the photo configured "
        + "first, second, …"

    /// Checks any implementation of `configure(_:thumbnail:)`.
    static func grade(_ configure: Configure, seed: Seed) throws {
        try compareTraces(
            "configure(cell, thumbnail: thumbnail)", { play($0, configure) },
            with: { play($0, Chapter5Reference.configure(_:thumbnail:)) },
            on: .cellStories, seed: seed, describe: { "\($0)\n\(legend)" }, hint: 2,
            diagnose: diagnose)
    }

    /// Plays `story` on one cell; writes down what the cell showed, when each
    /// photo's download ran, and whether a cell let go was freed.
    static func play(_ story: CellStory, _ configure: Configure) -> Trace {
        let scheduler = TestScheduler()
        var cell: GalleryCell? = GalleryCell()
        weak let watched = cell
        let image = scheduler.record(cell!.image.signal)
        var downloads: [(letter: String, signal: TestableSignal<Image>)] = []
        var steps = story.steps[...]
        // Each tick, the thumbnails' events first, then what the grid does.
        for tick in 0...(story.lastTick + 6) {
            scheduler.advance(to: tick)
            while let (due, step) = steps.first, due == tick {
                steps.removeFirst()
                switch step {
                case .configure(let script):
                    let letter = CellStory.letters[downloads.count]
                    let thumbnail = scheduler.coldSignal(
                        script.map {
                            Recorded(time: $0.time, event: $0.event.map { thumbnails[$0]! })
                        })
                    downloads.append((letter, thumbnail))
                    if let cell { configure(cell, thumbnail.signal) }
                case .reuse:
                    cell?.reuse()
                case .letGo:
                    cell = nil
                }
            }
        }

        var trace = Trace()
        trace.timeline("cell.image", image.events) { shown in
            shown.flatMap { picture in thumbnails.first { $0.value == picture }?.key } ?? "n"
        }
        for (letter, download) in downloads {
            trace.spans(
                "\(letter) (the download of photo \(letter)'s thumbnail)", download.subscriptions)
        }
        if story.letsGo {
            trace.fact(
                "the cell, once the grid let it go",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: CellStory, expected: Trace, got: Trace) -> Diagnosis? {
        let fact = "the cell, once the grid let it go"
        if expected[fact] != got[fact] {
            return Diagnosis(
                hint: 2,
                "A subscribeNext that sets cell.image captures the cell and keeps it alive; a "
                    + "binding made with <~ lets it go, and ends with it.")
        }
        if expected["cell.image"] != got["cell.image"] {
            return Diagnosis(
                hint: 2,
                "After the reuse the cell shows another photo: an old photo's late thumbnail "
                    + "must never land in it, even if the next configure comes some ticks later. "
                    + "End the binding at the reuse itself: takeUntil(cell.prepareForReuse).")
        }
        return Diagnosis(
            hint: 2,
            "The reuse must cancel the old download (dispose its subscription) right then, not "
                + "just hide what it sends.")
    }

    /// Every wrong answer in `Mutants5_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Configure> {
        [
            "neverLetsGo": Mutants5_5.neverLetsGo,
            "hidesLateThumbnails": Mutants5_5.hidesLateThumbnails,
            "keepsTheCellAlive": Mutants5_5.keepsTheCellAlive,
            "cancelsAtTheNextConfigure": Mutants5_5.cancelsAtTheNextConfigure,
        ]
    }

    @Test("your configure(_:thumbnail:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_5.grade(Chapter5Exercises.configure(_:thumbnail:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_5.mutants.first { $0.key == mutant }!.value
                try Exercise5_5.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
