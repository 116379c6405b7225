/// Wrong answers to exercise 1.4 that its grader must catch.
public enum Mutants1_4 {
    /// Keeps three-letter words too.
    public static func keepsThreeLetters(_ words: [String]) -> [String] {
        words.filter { $0.count >= 3 }.map { $0.uppercased() }
    }

    /// Filters but forgets to uppercase.
    public static func forgetsToShout(_ words: [String]) -> [String] {
        words.filter { $0.count > 3 }.map { $0 }
    }

    /// Measures words in UTF-8 bytes, so "été" (3 letters, 5 bytes) counts as long.
    public static func measuresBytes(_ words: [String]) -> [String] {
        words.filter { $0.utf8.count > 3 }.map { $0.uppercased() }
    }

    /// Uppercases first, then measures: "Maß" becomes "MASS" and counts as long.
    public static func shoutsBeforeMeasuring(_ words: [String]) -> [String] {
        words.map { $0.uppercased() }.filter { $0.count > 3 }
    }

    /// Keeps each long word once, as if the result were a set.
    public static func dropsRepeats(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { $0.count > 3 && seen.insert($0).inserted }.map { $0.uppercased() }
    }

    /// Counts only the letters that are not spaces: right for words without spaces.
    public static func skipsSpaces(_ words: [String]) -> [String] {
        words.filter { $0.filter { $0 != " " }.count > 3 }.map { $0.uppercased() }
    }

    /// Keeps words of four to nine letters only, as if no word were longer:
    /// right on every list of short words.
    public static func dropsWordsOfTenLetters(_ words: [String]) -> [String] {
        words.filter { $0.count > 3 && $0.count < 10 }.map { $0.uppercased() }
    }
}
