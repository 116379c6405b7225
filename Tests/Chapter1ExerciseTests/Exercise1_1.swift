import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.1: `squares(of:)` gives what the reference gives on the
/// task's examples and a few hundred generated lists, and uses `map`.
@Suite("1.1 Square every number with map")
struct Exercise1_1 {
    /// Checks any implementation of `squares(of:)`, whose source is at `source`.
    static func grade(_ squares: ([Int]) -> [Int], source: AnswerSource, seed: Seed) throws {
        try compare(
            squares, with: Chapter1Reference.squares(of:),
            on: .integerLists(examples: [[1, 2, 3], [-4, 0, 5], []]), seed: seed,
            call: { "squares(of: \($0))" },
            diagnose: { _, expected, got in
                guard got != expected, got.sorted() == expected.sorted() else { return nil }
                return Diagnosis(
                    hint: 2,
                    "The squares are right but out of order: keep each at its number's place.")
            })
        try checkSource(
            source, calls: ["map"], hint: 2,
            because: "This exercise practises map: let map call your closure on every number.")
    }

    /// Every wrong answer in `Mutants1_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([Int]) -> [Int]> {
        [
            "doubles": Mutants1_1.doubles,
            "sortsTheSquares": Mutants1_1.sortsTheSquares,
            "hardCodesTheExamples": Mutants1_1.hardCodesTheExamples,
            "loopsInsteadOfMapping": Mutants1_1.loopsInsteadOfMapping,
        ]
    }

    @Test("your squares(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_1.grade(
                    Chapter1Exercises.squares(of:), source: .stub("1.1", function: "squares"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_1.mutants.first { $0.key == mutant }!.value
                try Exercise1_1.grade(
                    answer, source: .mutant("1.1", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
