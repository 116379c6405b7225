/// Breaks a paragraph into lines that fit a number of terminal columns,
/// where Chinese may break as well as English.
///
/// English breaks only at spaces. Chinese has no spaces between words, so a
/// line may also break between two wide characters, or between a wide
/// character and a Latin word written against it. Punctuation keeps to its
/// side, as Chinese typesetting asks: no line begins with a closing mark
/// (，。：；、）and the like) or ends with an opening one (（“ and the like).
/// Runs of spaces and line breaks count as one space; a word wider than the
/// line gets a line to itself.
///
/// ```swift
/// print("映射把每个元素交给 map 的 block。".lines(fittingColumns: 12))
/// // prints ["映射把每个元", "素交给 map", "的 block。"]
/// ```
///
/// Book: none; the book's pages are laid out by its typesetter.
extension String {
    /// The paragraph's lines, none wider than `columns` unless one word is.
    public func lines(fittingColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var width = 0  // line.terminalColumns, kept as the line grows
        for piece in pieces() {
            let pieceWidth = piece.text.terminalColumns
            let joinedWidth = pieceWidth + (piece.spaced ? 1 : 0)
            if line.isEmpty {
                line = piece.text
                width = pieceWidth
            } else if width + joinedWidth <= columns {
                line += (piece.spaced ? " " : "") + piece.text
                width += joinedWidth
            } else {
                lines.append(line)
                line = piece.text
                width = pieceWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The pieces a line may break between: Latin words, and single wide
    /// characters with the punctuation that must stay with them. `spaced`
    /// says whether a space came before the piece.
    private func pieces() -> [(text: String, spaced: Bool)] {
        var pieces: [(text: String, spaced: Bool)] = []
        var space = false
        var glued = false
        var previousWide = false
        for character in self {
            if character == " " || character == "\n" {
                space = true
                continue
            }
            let wide = character.terminalColumns == 2
            let joinsPrevious =
                !pieces.isEmpty && !space
                && (glued || Self.closingMarks.contains(character) || (!wide && !previousWide))
            if joinsPrevious {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append((String(character), space && !pieces.isEmpty))
            }
            glued = Self.openingMarks.contains(character)
            previousWide = wide
            space = false
        }
        return pieces
    }

    /// Marks that may not begin a line.
    private static let closingMarks: Set<Character> = [
        "，", "。", "：", "；", "、", "）", "！", "？", "”", "’", "」", "』", "》",
    ]

    /// Marks that may not end a line.
    private static let openingMarks: Set<Character> = ["（", "“", "‘", "「", "『", "《"]
}
