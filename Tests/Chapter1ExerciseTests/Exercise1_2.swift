import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.2: `evens(in:)` gives what the reference gives on the
/// task's examples and a few hundred generated lists, and uses `filter`.
@Suite("1.2 Keep the even numbers with filter")
struct Exercise1_2 {
    /// Checks any implementation of `evens(in:)`, whose source is at `source`.
    static func grade(_ evens: ([Int]) -> [Int], source: AnswerSource, seed: Seed) throws {
        try compare(
            evens, with: Chapter1Reference.evens(in:),
            on: .integerLists(examples: [[1, 2, 3, 4], [-3, -2, 0, 7]]), seed: seed,
            call: { "evens(in: \($0))" }, diagnose: diagnose)
        try checkSource(
            source, calls: ["filter"], hint: 2,
            because: "This exercise practises filter: let filter ask your question of each number.")
    }

    /// What a wrong list of evens usually means.
    static func diagnose(_ numbers: [Int], expected: [Int], got: [Int]) -> Diagnosis? {
        if got.contains(where: { $0 < 0 && !$0.isMultiple(of: 2) }) {
            return Diagnosis(
                hint: 2,
                "In Swift, -3 % 2 is -1, not 1: isMultiple(of: 2) is right for every number.")
        }
        if got.sorted() == expected.sorted() {
            return Diagnosis(
                hint: 2, "The right numbers in another order: filter keeps the input's order.")
        }
        if Set(got) == Set(expected) {
            return Diagnosis(hint: 2, "A number that appears twice is kept twice.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([Int]) -> [Int]> {
        [
            "keepsOdds": Mutants1_2.keepsOdds,
            "trustsRemainder": Mutants1_2.trustsRemainder,
            "filtersThenSorts": Mutants1_2.filtersThenSorts,
            "dropsRepeats": Mutants1_2.dropsRepeats,
            "loopsInsteadOfFiltering": Mutants1_2.loopsInsteadOfFiltering,
        ]
    }

    @Test("your evens(in:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_2.grade(
                    Chapter1Exercises.evens(in:), source: .stub("1.2", function: "evens"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_2.mutants.first { $0.key == mutant }!.value
                try Exercise1_2.grade(
                    answer, source: .mutant("1.2", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
