import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.4: `shoutLongWords(_:)` gives what the reference gives on
/// the task's examples and a few hundred generated lists of words (accents,
/// CJK, emoji included), and chains `filter` and `map`.
@Suite("1.4 Chain filter and map")
struct Exercise1_4 {
    /// Checks any implementation of `shoutLongWords(_:)`, whose source is at `source`.
    static func grade(_ shoutLongWords: ([String]) -> [String], source: AnswerSource, seed: Seed)
        throws
    {
        let examples = [
            ["the", "quick", "brown", "fox"], ["map", "fold", "filter"], ["Swift", "is", "fun"], [],
        ]
        try compare(
            shoutLongWords, with: Chapter1Reference.shoutLongWords,
            on: .wordLists(examples: examples), seed: seed,
            call: { "shoutLongWords(\(describe($0)))" }, diagnose: diagnose)
        try checkSource(
            source, calls: ["filter", "map"], hint: 2,
            because: "This exercise practises a chain: filter the words, then map them.")
    }

    /// What a wrong list of shouted words usually means.
    static func diagnose(_ words: [String], expected: [String], got: [String]) -> Diagnosis? {
        let fits = { (word: String) in word.count <= 3 && word.uppercased().count <= 3 }
        if let word = words.first(where: { fits($0) && $0.utf8.count > 3 }) {
            return Diagnosis(
                hint: 2,
                "Count letters, not bytes: \(describe(word)) has \(word.count) letters "
                    + "(count) but \(word.utf8.count) bytes (utf8.count).")
        }
        if let word = words.first(where: { $0.count <= 3 && $0.uppercased().count > 3 }) {
            return Diagnosis(
                hint: 2,
                "Measure before you shout: \(describe(word)) has \(word.count) letters, "
                    + "but \(describe(word.uppercased())) has \(word.uppercased().count).")
        }
        if got.map({ $0.uppercased() }) == expected {
            return Diagnosis(hint: 1, "The right words, but not in capitals: uppercased() shouts.")
        }
        if words.contains(where: { $0.count == 3 }) && got.count > expected.count {
            return Diagnosis(hint: 2, "More than three letters: a three-letter word stays out.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ([String]) -> [String]> {
        [
            "keepsThreeLetters": Mutants1_4.keepsThreeLetters,
            "forgetsToShout": Mutants1_4.forgetsToShout,
            "measuresBytes": Mutants1_4.measuresBytes,
            "shoutsBeforeMeasuring": Mutants1_4.shoutsBeforeMeasuring,
            "dropsRepeats": Mutants1_4.dropsRepeats,
        ]
    }

    @Test("your shoutLongWords(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("1.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_4.grade(
                    Chapter1Exercises.shoutLongWords,
                    source: .stub("1.4", function: "shoutLongWords"), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_4.mutants.first { $0.key == mutant }!.value
                try Exercise1_4.grade(
                    answer, source: .mutant("1.4", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
