/// How many columns text takes on a terminal, character by character.
///
/// A character (a grapheme: what a reader sees as one symbol) takes two
/// columns when it is East Asian wide or full-width (Chinese, Japanese,
/// Korean) or an emoji shown as a picture; none when it is only marks that
/// sit on something else or format controls (a zero-width space or joiner,
/// a variation selector); one otherwise. A whole emoji sequence, such as a
/// family joined with zero-width joiners or a flag, is one character and
/// takes two. These are the widths terminals draw with, so text measured
/// this way lines up.
///
/// ```swift
/// print("Mapping · 映射".terminalColumns)   // prints 14
/// print("Café 🐱".terminalColumns)           // prints 7
/// print("a\u{200B}b".terminalColumns)        // prints 2
/// ```
///
/// Book: none; UIKit measures text in points
extension Character {
    /// Columns this character takes on a terminal: 0, 1 or 2.
    public var terminalColumns: Int {
        let scalars = unicodeScalars
        if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
        if scalars.contains("\u{FE0F}"), scalars.first?.properties.isEmoji == true { return 2 }
        guard let shown = scalars.first(where: { !$0.isZeroWidth }) else { return 0 }
        return shown.isWide ? 2 : 1
    }
}

extension String {
    /// Columns this text takes on a terminal: the sum of its characters'.
    public var terminalColumns: Int {
        reduce(0) { $0 + $1.terminalColumns }
    }

    /// The longest beginning of this text that takes at most `columns`
    /// columns; a wide character that would straddle the limit is left out.
    ///
    /// ```swift
    /// print("映射 map".prefix(terminalColumns: 3))   // prints 映
    /// ```
    public func prefix(terminalColumns columns: Int) -> String {
        var used = 0
        var end = startIndex
        for index in indices {
            let width = self[index].terminalColumns
            guard used + width <= columns else { break }
            used += width
            end = self.index(after: index)
        }
        return String(self[..<end])
    }
}

extension Unicode.Scalar {
    /// Whether the scalar takes no column of its own: a combining or
    /// enclosing mark, a format control (zero-width space, joiner, the byte
    /// order mark), a variation selector, a control character, or a Hangul
    /// vowel or final consonant that joins the syllable before it.
    fileprivate var isZeroWidth: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(value) || (0xFE00...0xFE0F).contains(value)
        }
    }

    /// Whether the scalar is East Asian wide or full-width.
    fileprivate var isWide: Bool {
        Self.wideRanges.contains { $0.contains(value) }
    }

    /// The East Asian wide and full-width blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, punctuation
        0x3041...0x33FF,  // kana, CJK symbols
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
        0x1B000...0x1B2FF,  // kana supplement and extensions
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
