import Pixels
import TerminalText

/// A screenful of character cells: what a screen draws, before it goes anywhere.
///
/// A screen draws text (with a `TextStyle`) and images (two pixels per cell)
/// into a frame. The app then writes the frame to the terminal, or prints it
/// as text, as the scripted tour does (see `Frame+Rendering.swift`). Anything
/// drawn outside the frame is clipped, so a screen draws without checking
/// the edges. Text is measured in terminal columns (see `TerminalText`): a
/// wide character (CJK, emoji) takes two cells, a zero-width one none, so
/// names in any script line up and are cut to fit exactly. Drawing looks at
/// no more of a text than its cells can need (`scalarsPerCell` Unicode
/// scalars for each), so its cost never depends on how long the text is.
///
/// ```swift
/// var frame = Frame(columns: 20, rows: 2)
/// frame.write("Popular on 500px", row: 0, column: 1, style: .bold)
/// print(frame.text)   // prints " Popular on 500px" and an empty line
/// ```
///
/// Book: the view hierarchy a `UIWindow` composites into one picture.
public struct Frame: Sendable, Hashable {
    /// One character cell: a character with a style, or the upper and lower
    /// pixel of an image.
    enum Cell: Sendable, Hashable {
        case text(Character, TextStyle)
        case halfBlock(top: RGB, bottom: RGB)
        /// The right half of the wide character in the cell to its left:
        /// the terminal draws that character over both cells.
        case continuation

        static let blank = Cell.text(" ", [])
    }

    /// The most Unicode scalars of a text looked at for each cell it may
    /// fill: 16, room for an emoji sequence or a letter with marks. Text
    /// behind more (a run of zero-width characters, say) is cut.
    public static let scalarsPerCell = 16

    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]

    /// A blank frame of `columns` × `rows` cells, at most the largest
    /// `TerminalSize`.
    public init(columns: Int, rows: Int) {
        let size = TerminalSize(columns: columns, rows: rows)
        self.columns = size.columns
        self.rows = size.rows
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// A blank frame the size of `size`.
    public init(size: TerminalSize) {
        self.init(columns: size.columns, rows: size.rows)
    }

    /// The frame's size.
    public var size: TerminalSize {
        TerminalSize(columns: columns, rows: rows)
    }

    /// Writes `text` from (`row`, `column`), counted from 0, clipped at the edges.
    ///
    /// Control characters are drawn as `?`, so nothing typed can move the
    /// cursor. A wide character takes two cells; one that would be cut in
    /// half by an edge is drawn as a space.
    public mutating func write(
        _ text: String, row: Int, column: Int, style: TextStyle = []
    ) {
        guard column < columns else { return }
        let needed = Self.leading(text, cells: columns - column).text
        place(needed, row: row, column: column, style: style)
    }

    /// Writes `text`, already cut to what its cells can need, from (`row`, `column`).
    private mutating func place(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard (0..<rows).contains(row) else { return }
        var x = column
        for character in text {
            guard x < columns else { return }
            let isControl = character.unicodeScalars.contains {
                $0.properties.generalCategory == .control
            }
            let shown: Character = isControl ? "?" : character
            switch shown.terminalColumns {
            case 0:
                continue
            case 1:
                put(.text(shown, style), row: row, column: x)
                x += 1
            default:
                if x >= 0, x + 1 < columns {
                    put(.text(shown, style), row: row, column: x)
                    put(.continuation, row: row, column: x + 1)
                } else {
                    put(.text(" ", style), row: row, column: x)
                    put(.text(" ", style), row: row, column: x + 1)
                }
                x += 2
            }
        }
    }

    /// Writes `text` into exactly `width` cells: cut short with `…` if it is
    /// wider, padded with spaces (in the same style) if it is narrower.
    public mutating func write(
        _ text: String, row: Int, column: Int, width: Int, style: TextStyle = []
    ) {
        guard width > 0 else { return }
        let fitted = Self.fit(text, in: width)
        let padded = fitted + String(repeating: " ", count: width - fitted.terminalColumns)
        place(padded, row: row, column: column, style: style)
    }

    /// Writes `text` centred on `row`, within `column..<column + width`.
    public mutating func write(
        centered text: String, row: Int, column: Int = 0, width: Int? = nil,
        style: TextStyle = []
    ) {
        let space = width ?? columns - column
        let shown = Self.fit(text, in: max(0, space))
        place(shown, row: row, column: column + (space - shown.terminalColumns) / 2, style: style)
    }

    /// `text` if it fits in `width` columns, else as much as fits with `…`.
    static func fit(_ text: String, in width: Int) -> String {
        guard width > 0 else { return "" }
        let (head, isWhole) = leading(text, cells: width + 1)
        if isWhole, head.terminalColumns <= width { return head }
        return head.prefix(terminalColumns: width - 1) + "…"
    }

    /// The beginning of `text` that drawing into `cells` cells can need (at
    /// most `scalarsPerCell` Unicode scalars a cell), and whether it is all of it.
    static func leading(_ text: String, cells: Int) -> (text: String, isWhole: Bool) {
        let scalars = text.unicodeScalars
        let most = max(0, cells).multipliedReportingOverflow(by: scalarsPerCell)
        guard !most.overflow,
            let end = scalars.index(
                scalars.startIndex, offsetBy: most.partialValue, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return (text, true) }
        return (String(Substring(scalars[..<end])), false)
    }

    /// Sets one cell, if it is inside the frame, blanking the other half of
    /// any wide character it cuts in two.
    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        let index = row * columns + column
        if cells[index] == .continuation, column > 0, cell != .continuation {
            cells[index - 1] = .blank
        }
        if column + 1 < columns, cells[index + 1] == .continuation {
            cells[index + 1] = .blank
        }
        cells[index] = cell
    }

    /// Draws `image` scaled into `columns` × `rows` cells at (`row`, `column`):
    /// each cell shows two pixels, one above the other.
    ///
    /// Use `HalfBlockRenderer.fittedSize(for:columns:rows:)` to keep its proportions.
    public mutating func draw(
        _ image: Image, row: Int, column: Int, columns width: Int, rows height: Int
    ) {
        guard width > 0, height > 0 else { return }
        let scaled = image.scaled(width: width, height: height * 2)
        for y in 0..<height where (0..<rows).contains(row + y) {
            for x in 0..<width {
                put(
                    .halfBlock(
                        top: scaled.pixel(x: x, y: 2 * y), bottom: scaled.pixel(x: x, y: 2 * y + 1)
                    ), row: row + y, column: column + x)
            }
        }
    }

    /// Draws a box with a line border around `columns` × `rows` cells at
    /// (`row`, `column`), clearing its inside.
    public mutating func box(row: Int, column: Int, columns width: Int, rows height: Int) {
        guard width >= 2, height >= 2 else { return }
        let inside = String(repeating: " ", count: width - 2)
        let rule = String(repeating: "─", count: width - 2)
        write("┌" + rule + "┐", row: row, column: column)
        for y in 1..<(height - 1) {
            write("│" + inside + "│", row: row + y, column: column)
        }
        write("└" + rule + "┘", row: row + height - 1, column: column)
    }

    /// The cell at (`row`, `column`), or `nil` outside the frame.
    func cell(row: Int, column: Int) -> Cell? {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
        return cells[row * columns + column]
    }
}
