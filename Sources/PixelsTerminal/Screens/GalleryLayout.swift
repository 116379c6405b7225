/// Where the gallery's cells go in a frame of a given size: how many fit
/// across and down, and which row of photos comes first.
///
/// A cell is a thumbnail 16 columns wide and 8 rows high (the 32 × 32
/// thumbnail halved to 16 × 16 pixels, two pixels per character cell) with
/// its caption under it, and a gap of two columns and one row to the next. The grid starts on the third
/// row, under the title bar, and stops above the last two rows (a status
/// line and the footer).
///
/// ```swift
/// let layout = GalleryLayout(columns: 80, rows: 24)
/// print(layout.cellsAcross, layout.rowsDown)   // prints 4 2
/// ```
///
/// Book: UICollectionViewFlowLayout, with `itemSize` 145 × 145
public struct GalleryLayout: Sendable, Hashable {
    /// The thumbnail's width in cells.
    public static let thumbnailColumns = 16
    /// The thumbnail's height in cells.
    public static let thumbnailRows = 8
    /// From one cell's left edge to the next one's.
    static let pitchAcross = thumbnailColumns + 2
    /// From one cell's top to the next one's: thumbnail, caption, gap.
    static let pitchDown = thumbnailRows + 2
    /// The row the grid starts on.
    public static let top = 2

    /// How many cells fit across.
    public let cellsAcross: Int
    /// How many rows of cells fit down.
    public let rowsDown: Int

    /// The layout for a frame of `columns` × `rows` (at least one cell).
    public init(columns: Int, rows: Int) {
        cellsAcross = max(1, columns / Self.pitchAcross)
        rowsDown = max(1, (rows - Self.top - 2 + 1) / Self.pitchDown)
    }

    /// How many cells are on show at once.
    public var slots: Int {
        cellsAcross * rowsDown
    }

    /// The top-left cell of slot `slot` (counted across, then down).
    public func origin(ofSlot slot: Int) -> (row: Int, column: Int) {
        (
            Self.top + (slot / cellsAcross) * Self.pitchDown,
            1 + (slot % cellsAcross) * Self.pitchAcross
        )
    }

    /// The first row of photos to show so that photo `selected` is on show,
    /// scrolling as little as possible from `firstRow`.
    public func firstRow(showing selected: Int, from firstRow: Int, count: Int) -> Int {
        let selectedRow = max(0, selected) / cellsAcross
        let lastRow = max(0, (count - 1) / cellsAcross)
        var first = min(max(0, firstRow), max(0, lastRow - rowsDown + 1))
        if selectedRow < first { first = selectedRow }
        if selectedRow >= first + rowsDown { first = selectedRow - rowsDown + 1 }
        return first
    }
}
