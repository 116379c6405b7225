import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import ExerciseGrading
import Foundation
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.3: `thumbnail(from:decode:deliveringOn:)` behaves as the
/// reference in the task's story and a couple of hundred generated ones:
/// the same images, errors and completions at the same ticks, each event
/// handed over while the main scheduler runs, and `decode` called off main.
@Suite("5.3 Decode a thumbnail in the background, deliver it on the main scheduler", .serialized)
struct Exercise5_3 {
    typealias Thumbnail = (
        Signal<Data>, @escaping @Sendable (Data) throws -> Image, any Scheduler
    ) -> Signal<Image>

    /// What each letter of the body sends: three thumbnails, and two byte
    /// strings that `decode` rejects.
    struct Bodies {
        let bytes: [String: Data]
        let images: [(letter: String, image: Image)]

        init() throws {
            let store = try FixtureStore.bundled()
            var bytes: [String: Data] = [
                "b": Data("P6\n32 32\n255\n".utf8) + Data(repeating: 0, count: 10),
                "e": Data("P3\n1 1\n255\n0 0 0\n".utf8),
            ]
            var images: [(String, Image)] = []
            for (letter, file) in [("a", "1001-3.ppm"), ("c", "1002-3.ppm"), ("d", "1003-3.ppm")] {
                guard let data = store.imageData(named: file) else {
                    throw PixelsError.fixturesUnavailable("\(file) is not among the fixtures")
                }
                bytes[letter] = data
                images.append((letter, try PPM.decode(data)))
            }
            self.bytes = bytes
            self.images = images
        }

        /// The letter of the body an image was decoded from, or "?".
        func label(_ image: Image) -> String {
            images.first { $0.image == image }?.letter ?? "?"
        }
    }

    static let legend =
        "where body's a, c, d are thumbnails' bytes (1001-3.ppm, 1002-3.ppm, 1003-3.ppm) and "
        + "b, e bytes that decode rejects; each letter of main is a moment when the main "
        + "scheduler runs its queue; the thumbnail's a, c, d are the images decoded from them"

    /// Checks any implementation of `thumbnail(from:decode:deliveringOn:)`.
    static func grade(_ thumbnail: Thumbnail, seed: Seed) throws {
        let bodies = try Bodies()
        let examples = [
            Story(["body": "--a|", "main": "---a--a"]),
            Story(["body": "--b|", "main": "---a--a"]),
        ]
        try compareTraces(
            "thumbnail(from: body, decode: decode, deliveringOn: main)",
            { play($0, thumbnail, bodies) },
            with: { play($0, Chapter5Reference.thumbnail(from:decode:deliveringOn:), bodies) },
            on: .stories(sources: ["body", "main"], examples: examples), seed: seed,
            describe: { $0.description + "\n" + legend }, hint: 2, diagnose: diagnose)
    }

    /// Plays `story`: the body sends bytes, and main runs its queue at each of
    /// its letters; writes down what the subscribers received, where each
    /// event was handed over and where `decode` ran.
    static func play(_ story: Story, _ thumbnail: Thumbnail, _ bodies: Bodies) -> Trace {
        let stage = Stage.playing(story)
        let main = TestScheduler(name: "main")
        let mainIsRunning = Locked(false)
        stage.source("main").subscribeNext { _ in
            mainIsRunning.withLock { $0 = true }
            main.run()
            mainIsRunning.withLock { $0 = false }
        }
        let places = Locked<[String]>([])
        let decode: @Sendable (Data) throws -> Image = { data in
            places.withLock { $0.append(mainIsRunning.withLock { $0 } ? "on main" : "off main") }
            return try PPM.decode(data)
        }
        let handovers = Locked<[String]>([])
        let body = stage.source("body").map { bodies.bytes[$0] ?? Data() }
        let made = thumbnail(body, decode, main)
        let watched = Signal<Image> { observer in
            made.subscribe(
                Observer { event in
                    let running = mainIsRunning.withLock { $0 }
                    handovers.withLock { $0.append(running ? "on main" : "off main") }
                    observer.send(event)
                })
        }
        let recorder = stage.scheduler.record(
            watched, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map { stage.scheduler.record(watched, subscribeAt: $0) }
        stage.scheduler.advance(to: story.lastTick + 6)

        var trace = Trace()
        trace.timeline("the thumbnail", recorder.events, label: bodies.label)
        if let late {
            trace.timeline("the late subscriber's thumbnail", late.events, label: bodies.label)
        }
        trace.fact("each event handed over", list(handovers.withLock { $0 }))
        trace.fact("decode called", list(places.withLock { $0 }))
        trace.spans("body", stage.spans(ofSource: "body", in: story))
        return trace
    }

    private static func list(_ places: [String]) -> String {
        places.isEmpty ? "never" : places.joined(separator: ", ")
    }

    /// What a difference usually means.
    static func diagnose(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        if case .fact(let places)? = got["decode called"], places.contains("on main") {
            return Diagnosis(
                hint: 2,
                "decode ran on main: decode first, where the bytes arrive, then deliverOn(main).")
        }
        if case .fact(let places)? = got["each event handed over"], places.contains("off main") {
            return Diagnosis(
                hint: 2,
                "An event reached the subscriber while main was not running: deliver with "
                    + "deliverOn(main), after the decoding.")
        }
        if case .spans(let spans)? = got["body"], case .spans(let wanted)? = expected["body"] {
            if spans.first?.subscribed != wanted.first?.subscribed {
                return Diagnosis(
                    hint: 2,
                    "The body must be subscribed at once: subscribeOn(main) moves the "
                        + "subscription to main, but only the delivery belongs there.")
            }
            if wanted.first?.disposed != nil && spans.first?.disposed == nil {
                return Diagnosis(
                    hint: 2,
                    "When decode throws, end the signal with that error (delivered on main like "
                        + "the image would have been), which also ends the body.")
            }
            if spans.first?.disposed ?? .max < wanted.first?.disposed ?? .max {
                return Diagnosis(
                    hint: 2, "Decode every body that arrives, not only the first.")
            }
        }
        if expected["decode called"] != got["decode called"] {
            return Diagnosis(
                hint: 2,
                "decode must run where each body arrives, before deliverOn(main), not when main "
                    + "gets round to it.")
        }
        return Diagnosis(
            hint: 2,
            "Deliver every image, the completion and a decoding error on main, each when main "
                + "runs its queue.")
    }

    /// Every wrong answer in `Mutants5_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Thumbnail> {
        [
            "deliversAtOnce": Mutants5_3.deliversAtOnce,
            "decodesOnMain": Mutants5_3.decodesOnMain,
            "subscribesOnMain": Mutants5_3.subscribesOnMain,
            "dropsBrokenImages": Mutants5_3.dropsBrokenImages,
            "stopsAtTheFirstImage": Mutants5_3.stopsAtTheFirstImage,
        ]
    }

    @Test("your thumbnail(from:decode:deliveringOn:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_3.grade(
                    Chapter5Exercises.thumbnail(from:decode:deliveringOn:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_3.mutants.first { $0.key == mutant }!.value
                try Exercise5_3.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
