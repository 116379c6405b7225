extension String {
    /// How many terminal columns the text takes: two for each wide character
    /// (Chinese, Japanese, Korean, full-width forms), none for combining marks,
    /// one for everything else.
    ///
    /// Tables and wrapped paragraphs line up with it, so "映射" counts as four
    /// columns, not two characters.
    ///
    /// ```swift
    /// print("Mapping · 映射".displayWidth)   // prints 14
    /// ```
    public var displayWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in width + scalar.displayWidth }
    }

    /// The text followed by spaces up to `width` columns.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }
}

extension Unicode.Scalar {
    /// Columns one scalar takes on a terminal: 0, 1 or 2.
    fileprivate var displayWidth: Int {
        if properties.generalCategory == .nonspacingMark || value == 0x200D { return 0 }
        return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The East Asian wide and full-width blocks that appear in this workbook's text.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo
        0x2E80...0x303E,  // CJK radicals, punctuation
        0x3041...0x33FF,  // kana, CJK symbols
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
