/// What the letters of chapter 4's stories stand for.
public enum Chapter4Letters {
    /// 4.3 and 4.6: the text each letter typed stands for: `e` is the empty
    /// text (the field cleared), `s` a single space, and the others texts of
    /// every length, from one letter to hundreds, some of them starting
    /// alike ("sw", "swi", "swift", "swift signals"); a letter without an
    /// entry stands for itself.
    public static let texts: [String: String] = [
        "e": "", "s": " ", "k": "ab", "w": "sw", "i": "swi", "f": "swift", "t": "swift signals",
        "u": "日本語", "g": "e\u{301}", "l": String(repeating: "reactive ", count: 120),
    ]

    /// The text a story's letter stands for.
    @Sendable public static func text(_ letter: String) -> String {
        texts[letter] ?? letter
    }

    /// The story's letter for a text, so that an empty or blank term shows
    /// as its letter.
    @Sendable public static func letter(_ text: String) -> String {
        texts.first { $0.value == text }?.key ?? text
    }

    /// 4.3 and 4.6: the legend of `texts`, in English.
    public static var textLegend: String {
        legend(empty: "the empty text", space: "a space", characters: "characters")
            + "; any other letter is itself"
    }

    /// 4.3 and 4.6: the legend of `texts`, in Chinese.
    public static var textLegendInChinese: String {
        legend(empty: "空文本", space: "一个空格", characters: "个字符") + "；其他字母就是它本身"
    }

    /// Each letter of `texts` and its text, in order, a long text cut short.
    private static func legend(empty: String, space: String, characters: String) -> String {
        texts.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }.map { letter, text in
            switch text {
            case "": "\(letter) = \"\" (\(empty))"
            case " ": "\(letter) = \" \" (\(space))"
            case _ where text.count > 20:
                "\(letter) = \(String(text.prefix(18)).debugDescription)… (\(text.count) \(characters))"
            default: "\(letter) = \(text.debugDescription)"
            }
        }.joined(separator: ", ")
    }

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
