import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.4: `shoutLongWords(_:)` gives what the reference gives on lists of
    /// any text (spaces, line breaks, accents, combining marks, emoji, CJK),
    /// and chains filter and map.
    static let shoutLongWords = Grader("1.4") { judge in
        let examples = [
            ["the", "quick", "brown", "fox"], ["map", "fold", "filter"], ["Swift", "is", "fun"], [],
        ]
        try compare(
            judge.answer(Chapter1Calls.shoutLongWords),
            with: judge.reference(Chapter1Calls.shoutLongWords),
            on: .wordLists(examples: examples), seed: judge.seed,
            call: { "shoutLongWords(\(abbreviated($0)))" },
            diagnose: { words, expected, got in
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
                    return Diagnosis(
                        hint: 1, "The right words, but not in capitals: uppercased() shouts.")
                }
                if let word = words.first(where: {
                    $0.count > 3 && $0.contains(where: \.isWhitespace)
                }) {
                    return Diagnosis(
                        hint: 2,
                        "Every character counts, spaces and line breaks too: \(describe(word)) "
                            + "has \(word.count).")
                }
                if words.contains(where: { $0.count == 3 }) && got.count > expected.count {
                    return Diagnosis(
                        hint: 2, "More than three letters: a three-letter word stays out.")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("shoutLongWords"), calls: ["filter", "map"], hint: 2,
            because: "This exercise practises a chain: filter the words, then map them.")
    }
}
