/// What the letters of chapter 4's stories stand for.
public enum Chapter4Letters {
    /// 4.3 and 4.6: the text each letter typed stands for: `e` is the empty
    /// text (the field cleared), `s` a single space; the others themselves.
    public static let texts: [String: String] = ["e": "", "s": " "]

    /// The text a story's letter stands for.
    @Sendable public static func text(_ letter: String) -> String {
        texts[letter] ?? letter
    }

    /// The story's letter for a text, so that an empty or blank term shows
    /// as its letter.
    @Sendable public static func letter(_ text: String) -> String {
        texts.first { $0.value == text }?.key ?? text
    }

    /// 4.3 and 4.6: the legend of `texts`.
    public static let textLegend = "e is the empty text \"\", s a space \" \""

    /// 4.5: the position each letter of `moves` stands for: digits
    /// themselves, and `z`, `n`, `M`, `m` for 0, -1, Int.max and Int.min.
    public static let positions: [String: Int] = [
        "z": 0, "n": -1, "M": Int.max, "m": Int.min,
    ]

    /// The position a letter of `moves` stands for.
    @Sendable public static func position(_ letter: String) -> Int {
        positions[letter] ?? Int(letter) ?? 0
    }

    /// 4.5: the legend of `positions`.
    public static let positionLegend =
        "moves: digits are positions; z = 0, n = -1, M = Int.max, m = Int.min"
}
