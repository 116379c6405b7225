import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Testing

/// Grades exercise 2.2: `powersOfTwo()` starts 1, 2, 4, … and does not end.
@Suite("2.2 An endless sequence of powers of two")
struct Exercise2_2 {
    /// Checks any implementation of `powersOfTwo()`.
    static func grade(_ powersOfTwo: () -> AnySequence<Int>) throws {
        try check(
            "Array(powersOfTwo().prefix(10))", Array(powersOfTwo().prefix(10)),
            equals: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512])
        let many = calling("Array(powersOfTwo().prefix(60))") { Array(powersOfTwo().prefix(60)) }
        try require(
            many.count == 60, "Array(powersOfTwo().prefix(60))", expected: "60 powers",
            got: "the sequence ended after \(many.count)", hint: 2,
            because: "An endless sequence has no last element; don't build an array of it.")
        try check("powersOfTwo().prefix(60).last", many.last, equals: 1 << 59)
    }

    @Test("your powersOfTwo()")
    func yourAnswer() async throws {
        let run = GradingRun("2.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_2.grade(powersOfTwo) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that stops after ten powers")
    func catchesStoppingAtTen() async {
        let run = GradingRun("2.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_2.grade(Mutants2_2.stopsAtTen) }
        }
        run.expectCaught(result, mutant: "stopsAtTen")
    }

    @Test("catches an answer that starts at 2")
    func catchesStartingAtTwo() async {
        let run = GradingRun("2.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_2.grade(Mutants2_2.startsAtTwo) }
        }
        run.expectCaught(result, mutant: "startsAtTwo")
    }
}
