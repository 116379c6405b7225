import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.5: `largest(in:)` gives what the reference gives on the
/// task's examples and a few hundred generated lists (the largest last among
/// them), and folds with `reduce`.
@Suite("1.5 Find the largest, even in an empty list")
struct Exercise1_5 {
    /// Checks any implementation of `largest(in:)`, whose source is at `source`.
    static func grade(_ largest: ([Int]) -> Int?, source: AnswerSource, seed: Seed) throws {
        try compare(
            largest, with: Chapter1Reference.largest(in:),
            on: .integerLists(examples: [[3, 9, 2], [-5, -2, -9], [], [4]]), seed: seed,
            call: { "largest(in: \($0))" }, diagnose: diagnose)
        try checkSource(
            source, calls: ["reduce"], hint: 2,
            because:
                "This exercise is about a fold's initial value: find the largest with reduce, "
                + "not with sorted() or max().")
    }

    /// What a wrong largest number usually means.
    static func diagnose(_ numbers: [Int], expected: Int?, got: Int?) -> Diagnosis? {
        if numbers.isEmpty {
            return Diagnosis(
                hint: 2, "With no numbers there is no largest one: start the fold from nil.")
        }
        if got == 0 && numbers.allSatisfy({ $0 < 0 }) {
            return Diagnosis(hint: 2, "A fold that starts from 0 finds 0 among negative numbers.")
        }
        if numbers.count > 1 && got == numbers.min() {
            return Diagnosis(hint: 1, "That is the smallest number, not the largest.")
        }
        if got == numbers.dropLast().max() && expected == numbers.last {
            return Diagnosis(hint: 1, "The last number was never compared: fold over every number.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([Int]) -> Int?> {
        [
            "startsAtZero": Mutants1_5.startsAtZero,
            "smallest": Mutants1_5.smallest,
            "foldsOverDropLast": Mutants1_5.foldsOverDropLast,
            "sortsThenTakesLast": Mutants1_5.sortsThenTakesLast,
        ]
    }

    @Test("your largest(in:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_5.grade(
                    Chapter1Exercises.largest(in:), source: .stub("1.5", function: "largest"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_5.mutants.first { $0.key == mutant }!.value
                try Exercise1_5.grade(
                    answer, source: .mutant("1.5", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
