import Chapter5Exercises
import Chapter5Mutants
import ExerciseGrading
import Foundation
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.3: `thumbnail(from:decode:deliveringOn:)` decodes where
/// the bytes arrive and hands the image, the completion or the error to the
/// main scheduler, which runs only when it gets round to its queue.
@Suite("5.3 Decode a thumbnail in the background, deliver it on the main scheduler")
struct Exercise5_3 {
    typealias Thumbnail = (
        Signal<Data>, @escaping @Sendable (Data) throws -> Image, any Scheduler
    ) -> Signal<Image>

    /// Checks any implementation of `thumbnail(from:decode:deliveringOn:)`.
    static func grade(_ thumbnail: Thumbnail) throws {
        guard let bytes = try FixtureStore.bundled().imageData(named: "1001-3.ppm") else {
            throw PixelsError.fixturesUnavailable("1001-3.ppm is not among the fixtures")
        }
        try grade(
            thumbnail, bytes: bytes, named: "the bytes of 1001-3.ppm", equals: "---i--|",
            values: ["i": try PPM.decode(bytes)],
            because: "Nothing may reach the screen before main runs: deliver the image and "
                + "the completion on main.")
        let broken = Data("P6\n32 32\n255\n".utf8) + Data(repeating: 0, count: 10)
        try grade(
            thumbnail, bytes: broken, named: "a truncated PPM", equals: "---#", values: [:],
            because: "When decode throws, end the signal with that error, delivered on main "
                + "like the image would have been.")
    }

    /// Runs one download whose body sends `bytes` at tick 2, with main
    /// running its queue at ticks 3 and 6.
    static func grade(
        _ thumbnail: Thumbnail, bytes: Data, named name: String, equals expected: String,
        values: [Character: Image], because explanation: String
    ) throws {
        let clock = TestScheduler()
        let main = TestScheduler(name: "main")
        let mainIsRunning = Locked(false)
        for tick in [3, 6] {
            clock.schedule(at: tick) {
                mainIsRunning.withLock { $0 = true }
                main.run()
                mainIsRunning.withLock { $0 = false }
            }
        }
        let decodedOnMain = Locked<[Bool]>([])
        let decode: @Sendable (Data) throws -> Image = { data in
            decodedOnMain.withLock { $0.append(mainIsRunning.withLock { $0 }) }
            return try PPM.decode(data)
        }
        let body = clock.coldSignal("--d|", values: ["d": bytes])
        let call =
            "thumbnail(from: body, decode: decode, deliveringOn: main), with body --d| "
            + "(d = \(name)) and main running at 3 and 6"
        let recorder = calling(call) { clock.record(thumbnail(body.signal, decode, main)) }
        calling(call) { clock.advance(to: 12) }
        try checkMarbles(
            call, recorder, equals: expected, letters: values, hint: 2,
            legend: "i = the decoded image, # = the decoding error", because: explanation)
        let places = decodedOnMain.withLock { $0 }
        try require(
            places == [false], call, expected: "decode called once, off the main scheduler",
            got: places.isEmpty
                ? "decode never called"
                : places.map { $0 ? "called on main" : "called off main" }
                    .joined(separator: ", "),
            hint: 2,
            because:
                "Decode where the bytes arrive, before deliverOn: only the result goes to main.")
    }

    @Test("your thumbnail(from:decode:deliveringOn:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_3.grade(thumbnail(from:decode:deliveringOn:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that delivers on the network's thread")
    func catchesDeliveringAtOnce() async {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_3.grade(Mutants5_3.deliversAtOnce(from:decode:deliveringOn:))
            }
        }
        run.expectCaught(result, mutant: "deliversAtOnce")
    }

    @Test("catches an answer that decodes on the main scheduler")
    func catchesDecodingOnMain() async {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_3.grade(Mutants5_3.decodesOnMain(from:decode:deliveringOn:))
            }
        }
        run.expectCaught(result, mutant: "decodesOnMain")
    }

    @Test("catches an answer that subscribes on main instead of delivering there")
    func catchesSubscribingOnMain() async {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_3.grade(Mutants5_3.subscribesOnMain(from:decode:deliveringOn:))
            }
        }
        run.expectCaught(result, mutant: "subscribesOnMain")
    }

    @Test("catches an answer that drops a broken image without an error")
    func catchesDroppingBrokenImages() async {
        let run = GradingRun("5.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_3.grade(Mutants5_3.dropsBrokenImages(from:decode:deliveringOn:))
            }
        }
        run.expectCaught(result, mutant: "dropsBrokenImages")
    }
}
