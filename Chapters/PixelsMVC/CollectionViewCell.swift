import PixelsTerminal

/// One cell of a collection view: an image over a caption, handed out again
/// and again as the grid scrolls.
///
/// The collection view calls `prepareForReuse()` just before it hands the
/// cell out for another item, so a subclass ends there whatever still ties
/// the cell to its old item. The caption is the workbook's: the book's cell
/// shows only the image, but a picture of the grid in text needs the names.
///
/// ```swift
/// let cell = CollectionViewCell()
/// cell.imageView.image = thumbnail
/// cell.prepareForReuse()   // nothing to end in a plain cell
/// ```
///
/// Book: UICollectionViewCell
open class CollectionViewCell: @unchecked Sendable {
    // Unchecked, like UIKit's cells: used on the main thread only.
    /// The view the cell's image is drawn in. Book: the cell's `imageView`
    public let imageView = ImageView()

    /// A cell with no image and no caption.
    public init() {}

    /// The name shown under the image; empty unless a subclass says.
    open var caption: String { "" }

    /// Called just before the cell is handed out for another item.
    ///
    /// Book: `-[UICollectionViewCell prepareForReuse]`
    open func prepareForReuse() {}

    /// Draws the image in `columns` × `rows` cells at (`row`, `column`), and
    /// the caption under it, marked and reversed if the item is `selected`.
    func draw(
        in frame: inout Frame, row: Int, column: Int, columns: Int, rows: Int, selected: Bool
    ) {
        imageView.draw(in: &frame, row: row, column: column, columns: columns, rows: rows)
        frame.write(
            (selected ? ">" : " ") + caption, row: row + rows, column: column, width: columns,
            style: selected ? .reverse : [])
    }
}
