import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Testing

/// Grades exercise 2.3: `memoized` computes nothing until asked, then only once.
@Suite("2.3 Compute once, then remember")
struct Exercise2_3 {
    /// Checks any implementation of `memoized(_:)`.
    static func grade(_ memoized: (@escaping () -> Int) -> () -> Int) throws {
        let calls = CallCounter()
        let answer = calling("memoized { 42 }") {
            memoized {
                calls.tick()
                return 42
            }
        }
        try require(
            calls.count == 0, "let answer = memoized { 42 }",
            expected: "compute not called before answer() is", got: "called \(calls.count) time(s)",
            hint: 2, because: "Lazy means: not before someone asks.")
        try check("answer()", answer(), equals: 42)
        try check("answer() a second time", answer(), equals: 42)
        try check("answer() a third time", answer(), equals: 42)
        try require(
            calls.count == 1, "answer() three times", expected: "compute called once",
            got: "called \(calls.count) times", hint: 2,
            because: "Memoized means: remember the value instead of computing it again.")
        let other = calling("memoized { 7 }") { memoized { 7 } }
        try check("memoized { 7 }() after answer", other(), equals: 7, hint: 3)
    }

    @Test("your memoized(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_3.grade(memoized) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that computes straight away")
    func catchesEagerness() async {
        let run = GradingRun("2.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_3.grade(Mutants2_3.eager) }
        }
        run.expectCaught(result, mutant: "eager")
    }

    @Test("catches an answer that computes on every call")
    func catchesForgetting() async {
        let run = GradingRun("2.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_3.grade(Mutants2_3.forgetful) }
        }
        run.expectCaught(result, mutant: "forgetful")
    }
}
