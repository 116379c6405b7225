import PixelsTerminal

/// A controller that shows a collection view under its title bar, with the
/// highlighted item's place ("2 of 14") on the right.
///
/// Keys go to the collection view: the arrows move the highlight and Enter
/// chooses the item, which the collection view's delegate hears.
///
/// ```swift
/// final class Grid: CollectionViewController, @unchecked Sendable {}
/// let grid = Grid(context: context) { CollectionViewCell() }
/// grid.open(at: 1)   // the delegate hears item 1 chosen
/// ```
///
/// Book: UICollectionViewController
open class CollectionViewController: ViewController, OpensPhotos, @unchecked Sendable {
    /// The grid it shows. Book: `collectionView`
    public let collectionView: CollectionView

    /// A controller whose collection view makes its cells with `makeCell`.
    ///
    /// Book: `-initWithCollectionViewLayout:` and `-registerClass:forCellWithReuseIdentifier:`
    public init(context: ScreenContext, registering makeCell: @escaping () -> CollectionViewCell) {
        collectionView = CollectionView(navigator: context.navigator, registering: makeCell)
        super.init(context: context)
    }

    /// The arrows and Enter.
    open override var keyHelp: [KeyHelp] {
        [
            KeyHelp("←↑↓→", context.text(en: "select", zh: "选择")),
            KeyHelp("Enter", context.text(en: "open", zh: "打开")),
        ]
    }

    /// Chooses item `index`, as a tap on its cell would: it is highlighted,
    /// then the delegate hears of it.
    public func open(at index: Int) {
        collectionView.scrollToItem(at: index)
        collectionView.delegate?.collectionView(collectionView, didSelectItemAt: index)
    }

    /// The title bar, with the highlighted item's place, then the grid.
    open override func draw(into frame: inout Frame) {
        let count = collectionView.dataSource?.numberOfItems(in: collectionView) ?? 0
        let shown = min(collectionView.highlightedIndex, count - 1) + 1
        let place =
            count == 0 ? "" : context.text(en: "\(shown) of \(count)", zh: "\(shown)/\(count)")
        frame.titleBar(title, right: place)
        collectionView.draw(into: &frame)
    }

    /// The arrows and Enter, for the collection view.
    open override func handle(_ key: Key) -> Bool {
        collectionView.handle(key)
    }
}
