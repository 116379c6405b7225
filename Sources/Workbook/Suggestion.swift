/// Finds the word a mistyped command-line word was meant to be, for a
/// "did you mean check?" after an unknown subcommand or option.
///
/// A known synonym wins ("grade" means check); otherwise the nearest word by
/// edit distance, if it is near enough to be a typo: at most one edit in a
/// short word, two in a longer one, and never a tie.
///
/// ```swift
/// print(Suggestion.nearest(to: "chekc", among: ["check", "hint"]) ?? "none")   // prints check
/// print(Suggestion.nearest(to: "xyz", among: ["check", "hint"]) ?? "none")     // prints none
/// ```
enum Suggestion {
    static func nearest(
        to word: String, among candidates: [String], synonyms: [String: String] = [:]
    ) -> String? {
        let lowered = word.lowercased()
        if let meant = synonyms[lowered], candidates.contains(meant) { return meant }
        if candidates.contains(lowered) { return lowered }
        let scored = candidates.map { ($0, distance(lowered, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(word.count, best.0.count) <= 4 ? 1 : 2
        let ties = scored.filter { $0.1 == best.1 }.count
        // A word that starts the candidate ("prog" for progress) is meant too.
        if best.1 > allowed || ties > 1 {
            let prefixed = candidates.filter { lowered.count >= 3 && $0.hasPrefix(lowered) }
            return prefixed.count == 1 ? prefixed[0] : nil
        }
        return best.0
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance: how many
    /// insertions, deletions, substitutions and swaps of neighbours turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
