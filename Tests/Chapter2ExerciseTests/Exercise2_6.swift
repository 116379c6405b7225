import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 2.6: `signal(from:)` is a cold signal of the elements that
/// reads nothing before a subscription and stops reading when disposed.
@Suite("2.6 Turn a sequence into a signal")
struct Exercise2_6 {
    /// Checks any implementation of `signal(from:)`.
    static func grade(_ signal: (CountingSequence) -> Signal<Int>) throws {
        let numbers = CountingSequence(upTo: 3)
        let made = calling("signal(from: 1...3)") { signal(numbers) }
        try require(
            numbers.pulled == 0, "let made = signal(from: 1...3)",
            expected: "nothing read before anyone subscribes", got: "\(numbers.pulled) read",
            hint: 2, because: "A signal is a recipe: its work starts at each subscribe.")

        let scheduler = TestScheduler()
        let first = calling("made.subscribe(…)") { scheduler.record(made.map { String($0) }) }
        try checkMarbles("made.subscribe(…), at tick 0", first, equals: "(123|)")
        let second = calling("made.subscribe(…) again") {
            scheduler.record(made.map { String($0) })
        }
        try checkMarbles(
            "made.subscribe(…) a second time", second, equals: "(123|)", hint: 2,
            because: "Each subscription runs the body again and reads the sequence from the start.")

        let many = CountingSequence(upTo: 1000)
        let call = "signal(from: 1...1000), disposed after 2 values"
        let received = calling(call) { values(of: signal(many), disposingAfter: 2) }
        try check(call, received, equals: [1, 2])
        try require(
            many.pulled <= 3, call, expected: "at most 3 numbers read",
            got: "\(many.pulled) numbers read", hint: 2,
            because: "Check observer.isDisposed before reading the next element.")
    }

    @Test("your signal(from:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_6.grade(signal(from:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that never completes")
    func catchesNeverCompleting() async {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_6.grade(Mutants2_6.neverCompletes(from:)) }
        }
        run.expectCaught(result, mutant: "neverCompletes")
    }

    @Test("catches an answer that keeps reading after disposal")
    func catchesIgnoringDisposal() async {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_6.grade(Mutants2_6.ignoresDisposal(from:)) }
        }
        run.expectCaught(result, mutant: "ignoresDisposal")
    }

    @Test("catches an answer that reads the sequence before anyone subscribes")
    func catchesReadingTooEarly() async {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_6.grade(Mutants2_6.readsTooEarly(from:)) }
        }
        run.expectCaught(result, mutant: "readsTooEarly")
    }
}
