import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.4: `shoutLongWords(_:)` keeps words of four letters or more, in capitals.
@Suite("1.4 Chain filter and map")
struct Exercise1_4 {
    /// Checks any implementation of `shoutLongWords(_:)`.
    static func grade(_ shoutLongWords: ([String]) -> [String]) throws {
        let cases: [(words: [String], shouted: [String])] = [
            (["the", "quick", "brown", "fox"], ["QUICK", "BROWN"]),
            (["map", "fold", "filter"], ["FOLD", "FILTER"]),
            (["Swift", "is", "fun"], ["SWIFT"]),
            ([], []),
        ]
        for (words, expected) in cases {
            try check(
                "shoutLongWords(\(describe(words)))", shoutLongWords(words), equals: expected)
        }
    }

    @Test("your shoutLongWords(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_4.grade(shoutLongWords) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that keeps three-letter words")
    func catchesThreeLetterWords() async {
        let run = GradingRun("1.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_4.grade(Mutants1_4.keepsThreeLetters) }
        }
        run.expectCaught(result, mutant: "keepsThreeLetters")
    }

    @Test("catches an answer that forgets the capitals")
    func catchesForgettingToShout() async {
        let run = GradingRun("1.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_4.grade(Mutants1_4.forgetsToShout) }
        }
        run.expectCaught(result, mutant: "forgetsToShout")
    }
}
