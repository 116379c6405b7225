import Pixels

extension Frame {
    /// The frame as lines of text, for printing, in `mode`.
    ///
    /// In `.ascii` the lines hold no escape codes at all: images are ASCII
    /// shading and styles are dropped. In colour, images are half blocks in
    /// that mode's colours and text keeps its styles. Either way, trailing
    /// blank cells are left out. A wide character is one character in the
    /// text and covers two cells on the terminal.
    ///
    /// ```swift
    /// var frame = Frame(columns: 10, rows: 1)
    /// frame.write("Vote", row: 0, column: 2, style: .reverse)
    /// print(frame.lines(in: .ascii))   // prints ["  Vote"]
    /// ```
    public func lines(in mode: ColorMode) -> [String] {
        (0..<rows).map { row in
            let styled = mode != .ascii
            let line = render(
                row: row, through: lastUsedColumn(of: row, styled: styled) + 1, mode: mode,
                styled: styled)
            // In ASCII an image's darkest shade is a space too.
            return styled ? line : String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The frame as plain text: `lines(in: .ascii)` joined with newlines.
    public var text: String {
        lines(in: .ascii).joined(separator: "\n")
    }

    /// What to write to a terminal to show the frame from its top-left
    /// corner: each whole row after a cursor move, ending with a reset.
    ///
    /// Styles are kept in every mode (they are not colours); `mode` decides
    /// how images are drawn.
    public func terminalOutput(in mode: ColorMode) -> String {
        (0..<rows).map { row in
            ANSI.moveTo(row: row + 1, column: 1)
                + render(row: row, through: columns, mode: mode, styled: true)
        }.joined()
    }

    /// What the terminal is set to while a row is written.
    private enum Pen: Equatable {
        case text(TextStyle)
        case colours(foreground: RGB, background: RGB)
    }

    /// One row's cells `0..<end`, with the escape codes `mode` and `styled` ask for.
    private func render(row: Int, through end: Int, mode: ColorMode, styled: Bool) -> String {
        var line = ""
        var pen = Pen.text([])
        for column in 0..<end {
            switch cells[row * columns + column] {
            case .continuation:
                continue  // the wide character to its left already covers this cell
            case .text(let character, let style):
                let wanted = Pen.text(styled ? style : [])
                if wanted != pen { line += (styled ? style : []).escapeSequence }
                pen = wanted
                line.append(character)
            case .halfBlock(let top, let bottom) where mode == .ascii:
                if pen != .text([]) { line += ANSI.reset }
                pen = .text([])
                line.append(HalfBlockRenderer.shade(top: top, bottom: bottom))
            case .halfBlock(let top, let bottom):
                switch pen {
                case .colours(let foreground, let background):
                    if top != foreground { line += ANSI.foreground(top, mode: mode) }
                    if bottom != background { line += ANSI.background(bottom, mode: mode) }
                case .text(let style):
                    if !style.isEmpty { line += ANSI.reset }
                    line += ANSI.foreground(top, mode: mode) + ANSI.background(bottom, mode: mode)
                }
                pen = .colours(foreground: top, background: bottom)
                line += HalfBlockRenderer.upperHalfBlock
            }
        }
        return pen == .text([]) ? line : line + ANSI.reset
    }

    /// The last column of `row` that shows something, or -1: a space shows
    /// nothing unless it is `styled` (reverse video, say).
    private func lastUsedColumn(of row: Int, styled: Bool) -> Int {
        var column = columns - 1
        while column >= 0, case .text(" ", let style) = cells[row * columns + column],
            style.isEmpty || !styled
        {
            column -= 1
        }
        return column
    }
}
