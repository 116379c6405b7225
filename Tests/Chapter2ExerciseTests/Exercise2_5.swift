import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Testing

/// Grades exercise 2.5: `lazyFoldRight` folds from the right and reads no further than needed.
@Suite("2.5 A lazy fold right that stops early")
struct Exercise2_5 {
    /// Checks any implementation of `lazyFoldRight`, over arrays and over counted numbers.
    static func grade(
        _ nest: ([String], String, @escaping (String, () -> String) -> String) -> String,
        _ search: (CountingSequence, Bool, @escaping (Int, () -> Bool) -> Bool) -> Bool
    ) throws {
        try check(
            "lazyFoldRight([\"a\", \"b\", \"c\"], \"·\") { \"(\\($0) \\($1()))\" }",
            nest(["a", "b", "c"], "·") { "(\($0) \($1()))" }, equals: "(a (b (c ·)))")
        try check(
            "lazyFoldRight([], \"·\") { \"(\\($0) \\($1()))\" }",
            nest([], "·") { "(\($0) \($1()))" },
            equals: "·")

        let numbers = CountingSequence(upTo: 1000)
        let call = "lazyFoldRight(1...1000, false) { $0 == 6 || $1() }"
        try check(call, search(numbers, false) { $0 == 6 || $1() }, equals: true)
        try require(
            numbers.pulled == 6, call, expected: "6 numbers read (1 to 6)",
            got: "\(numbers.pulled) numbers read", hint: 2,
            because: "Pull an element only when combine asks for the rest.")

        let few = CountingSequence(upTo: 20)
        let missing = "lazyFoldRight(1...20, false) { $0 == 99 || $1() }"
        try check(missing, search(few, false) { $0 == 99 || $1() }, equals: false)
    }

    @Test("your lazyFoldRight")
    func yourAnswer() async throws {
        let run = GradingRun("2.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_5.grade(lazyFoldRight, lazyFoldRight) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that reads the whole sequence first")
    func catchesReadingEverything() async {
        let run = GradingRun("2.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise2_5.grade(Mutants2_5.readsEverything, Mutants2_5.readsEverything)
            }
        }
        run.expectCaught(result, mutant: "readsEverything")
    }

    @Test("catches an answer that folds the rest before calling combine")
    func catchesFoldingTheRestFirst() async {
        let run = GradingRun("2.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise2_5.grade(Mutants2_5.foldsTheRestFirst, Mutants2_5.foldsTheRestFirst)
            }
        }
        run.expectCaught(result, mutant: "foldsTheRestFirst")
    }
}
