import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.3: `total(of:)` gives what the reference gives on the
/// task's examples and a few hundred generated lists, and folds with `reduce`.
@Suite("1.3 Add up a list with a fold")
struct Exercise1_3 {
    /// Checks any implementation of `total(of:)`, whose source is at `source`.
    static func grade(_ total: ([Int]) -> Int, source: AnswerSource, seed: Seed) throws {
        try compare(
            total, with: Chapter1Reference.total(of:),
            on: .integerLists(examples: [[1, 2, 3, 4], [], [5], [-2, 2, 7]]), seed: seed,
            call: { "total(of: \($0))" }, diagnose: diagnose)
        try checkSource(
            source, calls: ["reduce"], hint: 2,
            because: "This exercise practises the fold: add the numbers up with reduce.")
    }

    /// What a wrong total usually means.
    static func diagnose(_ numbers: [Int], expected: Int, got: Int) -> Diagnosis? {
        if numbers.isEmpty {
            return Diagnosis(
                hint: 2, "A fold of nothing returns its initial value: the sum of none is 0.")
        }
        if Set(numbers).count < numbers.count && got == Set(numbers).reduce(0, +) {
            return Diagnosis(
                hint: 2, "A number that appears more than once counts each time it appears.")
        }
        if got == expected + 1 {
            return Diagnosis(hint: 2, "The total is one too many: start the fold from 0.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([Int]) -> Int> {
        [
            "startsAtOne": Mutants1_3.startsAtOne,
            "skipsTheFirst": Mutants1_3.skipsTheFirst,
            "sumsTheSet": Mutants1_3.sumsTheSet,
            "hardCodesTheExamples": Mutants1_3.hardCodesTheExamples,
            "loopsInsteadOfFolding": Mutants1_3.loopsInsteadOfFolding,
        ]
    }

    @Test("your total(of:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_3.grade(
                    Chapter1Exercises.total(of:), source: .stub("1.3", function: "total"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_3.mutants.first { $0.key == mutant }!.value
                try Exercise1_3.grade(
                    answer, source: .mutant("1.3", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
