import WorkbookKit

extension Bilingual {
    /// The text `write` writes in each language: for a message assembled
    /// from parts, written once with `language.pick(_:_:)` at each part.
    ///
    /// ```swift
    /// let text = Bilingual.each { $0.pick("\(3) ticks", "\(3) 刻") }
    /// print(text.zh)   // prints 3 刻
    /// ```
    public static func each(_ write: (Language) -> String) -> Bilingual {
        Bilingual(en: write(.english), zh: write(.chinese))
    }

    /// The text with the same words in both languages: code, a value, a
    /// timeline, a command; never prose.
    public static func verbatim(_ text: String) -> Bilingual {
        Bilingual(en: text, zh: text)
    }

    /// Both halves joined with `separator` (the same in both languages).
    public static func joined(_ parts: [Bilingual], separator: String) -> Bilingual {
        Bilingual(
            en: parts.map(\.en).joined(separator: separator),
            zh: parts.map(\.zh).joined(separator: separator))
    }

    /// Each half followed by the same half of `other`.
    public static func + (left: Bilingual, right: Bilingual) -> Bilingual {
        Bilingual(en: left.en + right.en, zh: left.zh + right.zh)
    }
}

extension Language {
    /// `en` in English, `zh` in Chinese.
    public func pick(_ en: String, _ zh: String) -> String {
        self == .english ? en : zh
    }
}

/// The columns `text` takes in a terminal: two for each wide (CJK or
/// full-width) character, one for any other.
///
/// ```swift
/// print(columns("预期：[1]"))   // prints 9
/// ```
func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
        let value = scalar.value
        let wide =
            (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value)
        return total + (wide ? 2 : 1)
    }
}

/// `text` as it sits inside a Chinese sentence: with a space on each side
/// that is Latin (a name from code), none on a side that is Chinese.
///
/// ```swift
/// print("对" + amid("queries") + "的订阅", "对" + amid("导入") + "的订阅")
/// // prints 对 queries 的订阅 对导入的订阅
/// ```
func amid(_ text: String) -> String {
    let wide = { (character: Character?) in
        character.map { columns(String($0)) == 2 } ?? false
    }
    return (wide(text.first) ? "" : " ") + text + (wide(text.last) ? "" : " ")
}

/// The labels that put what was expected above what came back, each as wide
/// as the other so that what follows lines up.
enum Labels {
    /// "expected: " or "预期："
    static func expected(_ language: Language) -> String {
        language.pick("expected: ", "预期：")
    }

    /// "got:      " or "实际："
    static func got(_ language: Language) -> String {
        language.pick("got:      ", "实际：")
    }
}
