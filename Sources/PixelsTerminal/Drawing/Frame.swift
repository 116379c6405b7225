import Pixels

/// A screenful of character cells: what a screen draws, before it goes anywhere.
///
/// A screen draws text (with a `TextStyle`) and images (two pixels per cell)
/// into a frame. The app then writes the frame to the terminal, or prints it
/// as text, as the scripted tour does (see `Frame+Rendering.swift`). Anything
/// drawn outside the frame is clipped, so a screen draws without checking
/// the edges. Each character takes one cell.
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

        static let blank = Cell.text(" ", [])
    }

    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]

    /// A blank frame of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
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
    /// Control characters are drawn as `?`, so nothing typed can move the cursor.
    public mutating func write(
        _ text: String, row: Int, column: Int, style: TextStyle = []
    ) {
        guard (0..<rows).contains(row) else { return }
        for (offset, character) in text.enumerated() {
            let x = column + offset
            guard x < columns else { return }
            guard x >= 0 else { continue }
            let shown = character.unicodeScalars.contains {
                $0.properties.generalCategory == .control
            }
            cells[row * columns + x] = .text(shown ? "?" : character, style)
        }
    }

    /// Writes `text` into exactly `width` cells: cut short with `…` if it is
    /// longer, padded with spaces (in the same style) if it is shorter.
    public mutating func write(
        _ text: String, row: Int, column: Int, width: Int, style: TextStyle = []
    ) {
        guard width > 0 else { return }
        let fitted = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        let padded = fitted + String(repeating: " ", count: width - fitted.count)
        write(padded, row: row, column: column, style: style)
    }

    /// Writes `text` centred on `row`, within `column..<column + width`.
    public mutating func write(
        centered text: String, row: Int, column: Int = 0, width: Int? = nil,
        style: TextStyle = []
    ) {
        let space = width ?? columns - column
        let shown = text.count > space ? String(text.prefix(max(0, space - 1))) + "…" : text
        write(shown, row: row, column: column + (space - shown.count) / 2, style: style)
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
            for x in 0..<width where (0..<columns).contains(column + x) {
                cells[(row + y) * columns + column + x] = .halfBlock(
                    top: scaled.pixel(x: x, y: 2 * y), bottom: scaled.pixel(x: x, y: 2 * y + 1))
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
