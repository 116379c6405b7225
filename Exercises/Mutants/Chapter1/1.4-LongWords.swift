/// Wrong answers to exercise 1.4 that its grader must catch.
public enum Mutants1_4 {
    /// Keeps three-letter words too.
    public static func keepsThreeLetters(_ words: [String]) -> [String] {
        words.filter { $0.count >= 3 }.map { $0.uppercased() }
    }

    /// Filters but forgets to uppercase.
    public static func forgetsToShout(_ words: [String]) -> [String] {
        words.filter { $0.count > 3 }
    }
}
