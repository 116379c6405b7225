import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Testing

/// Grades exercise 2.4: `foldRight` combines the last element first and the first last.
@Suite("2.4 Fold from the right")
struct Exercise2_4 {
    /// Checks any implementation of `foldRight`, at two element types.
    static func grade(
        _ nest: ([String], String, (String, String) -> String) -> String,
        _ rebuild: ([Int], [Int], (Int, [Int]) -> [Int]) -> [Int]
    ) throws {
        try check(
            "foldRight([\"a\", \"b\", \"c\"], \"·\") { \"(\\($0) \\($1))\" }",
            nest(["a", "b", "c"], "·") { "(\($0) \($1))" }, equals: "(a (b (c ·)))", hint: 2)
        try check(
            "foldRight([1, 2, 3], [Int]()) { [$0] + $1 }", rebuild([1, 2, 3], []) { [$0] + $1 },
            equals: [1, 2, 3], hint: 2,
            because: "Folding from the right with [x] + rest rebuilds the list in its order.")
        try check(
            "foldRight([], \"·\") { \"(\\($0) \\($1))\" }", nest([], "·") { "(\($0) \($1))" },
            equals: "·")
    }

    @Test("your foldRight")
    func yourAnswer() async throws {
        let run = GradingRun("2.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_4.grade(foldRight, foldRight) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that folds from the left")
    func catchesFoldingLeft() async {
        let run = GradingRun("2.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_4.grade(Mutants2_4.foldsLeft, Mutants2_4.foldsLeft) }
        }
        run.expectCaught(result, mutant: "foldsLeft")
    }

    @Test("catches an answer that misses the first element")
    func catchesMissingTheFirst() async {
        let run = GradingRun("2.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise2_4.grade(Mutants2_4.missesTheFirst, Mutants2_4.missesTheFirst)
            }
        }
        run.expectCaught(result, mutant: "missesTheFirst")
    }
}
