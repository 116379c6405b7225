import PixelsTerminal
import Reactive

/// Where a collection view gets its items: how many, and a cell for each.
///
/// Book: UICollectionViewDataSource
public protocol CollectionViewDataSource: AnyObject, Sendable {
    /// How many items there are. Book: `-collectionView:numberOfItemsInSection:`
    func numberOfItems(in collectionView: CollectionView) -> Int
    /// A cell showing item `index`, from `dequeueReusableCell()`.
    /// Book: `-collectionView:cellForItemAtIndexPath:`
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int)
        -> CollectionViewCell
}

/// Who hears what the user does with a collection view's items.
///
/// Book: UICollectionViewDelegate
public protocol CollectionViewDelegate: AnyObject, Sendable {
    /// The user chose item `index` (Enter, or the tour's `open`).
    /// Book: `-collectionView:didSelectItemAtIndexPath:`
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int)
}

/// A grid of cells, laid out to fit the screen, with one item highlighted.
///
/// It asks its data source for a cell only for the items on show, and reuses
/// the cells of items that scroll out of view (calling their
/// `prepareForReuse()` as it hands them out again). `reloadData()` hands
/// every cell on show back and asks again. The arrow keys move the
/// highlight, scrolling the grid to keep it on show; Enter tells the delegate.
///
/// ```swift
/// let grid = CollectionView(navigator: navigator) { Cell() }
/// grid.dataSource = gallery
/// grid.reloadData()
/// var frame = Frame(columns: 76, rows: 13)
/// grid.draw(into: &frame)   // asks the data source for a cell per item on show
/// ```
///
/// Book: UICollectionView, laid out by the book's FRPGalleryFlowLayout
public final class CollectionView: @unchecked Sendable {
    // Unchecked, like UIKit's views: used on the main thread only.
    /// Where the items come from. Book: `dataSource`
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Who hears of a chosen item. Book: `delegate`
    public weak var delegate: (any CollectionViewDelegate)?
    /// The highlighted item.
    public private(set) var highlightedIndex = 0

    private let navigator: Navigator
    private let makeCell: () -> CollectionViewCell
    private var onShow: [(index: Int, cell: CollectionViewCell)] = []
    private var reusable: [CollectionViewCell] = []
    private var needsReload = false
    private var firstRow = 0
    private var cellsAcross = 1

    /// A grid that asks `navigator` to draw again when it changes, and makes
    /// a new cell with `makeCell` when none is free. Book: `-registerClass:forCellWithReuseIdentifier:`
    public init(navigator: Navigator, registering makeCell: @escaping () -> CollectionViewCell) {
        self.navigator = navigator
        self.makeCell = makeCell
    }

    /// Hands every cell on show back, to ask the data source again when the
    /// grid is next drawn. Book: `-reloadData`
    public func reloadData() {
        needsReload = true
        navigator.setNeedsDisplay()
    }

    /// A free cell, prepared for reuse, or a new one. Book: `-dequeueReusableCellWithReuseIdentifier:forIndexPath:`
    public func dequeueReusableCell() -> CollectionViewCell {
        if let cell = reusable.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = makeCell()
        cell.imageView.images.subscribeNext { [navigator] _ in navigator.setNeedsDisplay() }
        return cell
    }

    /// Highlights item `index` and scrolls it into view. Book: `-scrollToItemAtIndexPath:atScrollPosition:animated:`
    public func scrollToItem(at index: Int) {
        highlightedIndex = max(0, index)
        navigator.setNeedsDisplay()
    }

    /// The cells on show, in the order of their items.
    public var visibleCells: [CollectionViewCell] {
        onShow.map(\.cell)
    }

    /// Whether the grid has been laid out since the last reload, with an
    /// image in every cell on show.
    public var isSettled: Bool {
        !needsReload && onShow.allSatisfy { $0.cell.imageView.image != nil }
    }

    /// The arrows move the highlight (up and down by a row); Enter chooses it.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .left: scrollToItem(at: highlightedIndex - 1)
        case .right: scrollToItem(at: highlightedIndex + 1)
        case .up: scrollToItem(at: highlightedIndex - cellsAcross)
        case .down: scrollToItem(at: highlightedIndex + cellsAcross)
        case .enter: delegate?.collectionView(self, didSelectItemAt: highlightedIndex)
        default: return false
        }
        return true
    }

    /// Lays the items on show out for the frame's size, then draws their cells.
    public func draw(into frame: inout Frame) {
        let layout = GalleryLayout(columns: frame.columns, rows: frame.rows)
        layOut(layout)
        for (slot, shown) in onShow.enumerated() {
            let origin = layout.origin(ofSlot: slot)
            shown.cell.draw(
                in: &frame, row: origin.row, column: origin.column,
                columns: GalleryLayout.thumbnailColumns, rows: GalleryLayout.thumbnailRows,
                selected: shown.index == highlightedIndex)
        }
    }

    /// Keeps the cells of items still on show, hands the others back, and
    /// asks the data source for the items that came into view.
    private func layOut(_ layout: GalleryLayout) {
        let count = dataSource?.numberOfItems(in: self) ?? 0
        cellsAcross = layout.cellsAcross
        highlightedIndex = min(highlightedIndex, max(count - 1, 0))
        firstRow = layout.firstRow(showing: highlightedIndex, from: firstRow, count: count)
        let start = min(count, firstRow * layout.cellsAcross)
        let items = start..<min(count, start + layout.slots)
        if needsReload {
            reusable += onShow.map(\.cell)
            onShow = []
            needsReload = false
        }
        var kept: [Int: CollectionViewCell] = [:]
        for shown in onShow {
            if items.contains(shown.index) {
                kept[shown.index] = shown.cell
            } else {
                reusable.append(shown.cell)
            }
        }
        onShow = items.compactMap { index in
            guard let cell = kept[index] ?? dataSource?.collectionView(self, cellForItemAt: index)
            else { return nil }
            return (index, cell)
        }
    }
}
