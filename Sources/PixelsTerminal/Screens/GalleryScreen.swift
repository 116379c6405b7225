import Pixels
import Reactive

/// The gallery: "Popular on 500px" over a grid of thumbnails, one selected.
///
/// It shows what its `GalleryViewModel` says: the photos, the selection, and
/// an empty-state message while loading or after a failure. Arrow keys run
/// `moveSelection`, Enter runs `open`, and each pager that `open` sends is
/// pushed as a `PagerScreen`. The grid's cells are reused as it scrolls:
/// drawing hands each visible cell its photo, and a cell given another
/// photo ends its thumbnail binding first (see `GalleryCell`).
///
/// ```swift
/// let screen = GalleryScreen(viewModel: gallery, context: context)
/// context.navigator.push(screen)
/// var frame = Frame(columns: 80, rows: 24)
/// screen.draw(into: &frame)   // the grid, thumbnails filling in as they arrive
/// ```
///
/// Book: FRPGalleryViewController
public final class GalleryScreen: Screen {
    private struct Shown: Sendable {
        var photos: [Photo] = []
        var selected = 0
        var emptyMessage: String?
        var isLoading = false
        var openError: String?
    }

    /// The grid as last laid out: the cells on show and the first row of photos.
    private struct Grid {
        var cells: [GalleryCell] = []
        var firstRow = 0
        var cellsAcross = 1
    }

    /// The view model this screen shows.
    public let viewModel: GalleryViewModel
    private let context: ScreenContext
    private let state: ScreenState<Shown>
    private let grid = Locked(Grid())

    /// A gallery screen for `viewModel`, presenting its pagers through `context`.
    public init(viewModel: GalleryViewModel, context: ScreenContext) {
        self.viewModel = viewModel
        self.context = context
        state = ScreenState(Shown(), navigator: context.navigator)
        state[\.photos] <~ viewModel.photos
        state[\.selected] <~ viewModel.selectedIndex
        state[\.emptyMessage] <~ viewModel.emptyMessage
        state[\.isLoading] <~ viewModel.isLoading
        // The error line goes when another photo is opened or the photos
        // are imported again: it is about a list that is no longer on show.
        state[\.openError]
            <~ Signal.merge([
                viewModel.open.executionSignals.mapReplace(nil),
                viewModel.open.errors.map { Optional(String(describing: $0)) },
                viewModel.reload.completions.mapReplace(nil),
            ])
        // Book: the gallery pushing FRPFullSizePhotoViewController on a tap.
        viewModel.open.executionSignals.flatten().take(during: state.lifetime)
            .subscribeNext { [context] pager in
                context.navigator.push(PagerScreen(viewModel: pager, context: context))
            }
    }

    /// The gallery.
    public var kind: ScreenKind { .gallery }

    /// Arrows, Enter and `r`.
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("←↑↓→", context.text(en: "select", zh: "选择")),
            KeyHelp("Enter", context.text(en: "open", zh: "打开")),
            KeyHelp("r", context.text(en: "reload", zh: "重新加载")),
        ]
    }

    /// Not importing, and every cell on show has its thumbnail (or gave up).
    public var isSettled: Bool {
        !state.value.isLoading && grid.withLock { $0.cells }.allSatisfy { !$0.isWaiting }
    }

    /// Opens the photo at `index` (from 0), as a tap on its cell would.
    ///
    /// Book: `-collectionView:didSelectItemAtIndexPath:`
    public func open(at index: Int) {
        viewModel.open.execute(index)
    }

    /// Sets the view model active.
    public func appear() {
        viewModel.isActive = true
    }

    /// Sets the view model inactive.
    public func disappear() {
        viewModel.isActive = false
    }

    /// Arrows move the selection, Enter opens it, `r` imports again.
    public func handle(_ key: Key) -> Bool {
        let across = grid.withLock { $0.cellsAcross }
        switch key {
        case .left: viewModel.moveSelection.execute(-1)
        case .right: viewModel.moveSelection.execute(1)
        case .up: viewModel.moveSelection.execute(-across)
        case .down: viewModel.moveSelection.execute(across)
        case .enter: open(at: state.value.selected)
        case .character("r"): viewModel.reload.execute()
        default: return false
        }
        return true
    }

    /// The title bar, then the grid (or the empty-state message) and a status line.
    public func draw(into frame: inout Frame) {
        let shown = state.value
        let position =
            shown.photos.isEmpty
            ? ""
            : context.text(
                en: "\(shown.selected + 1) of \(shown.photos.count)",
                zh: "\(shown.selected + 1)/\(shown.photos.count)")
        frame.titleBar(viewModel.title, right: position)
        if let error = shown.openError {
            frame.write("! " + error, row: frame.rows - 2, column: 1, width: frame.columns - 2)
        }
        let layout = GalleryLayout(columns: frame.columns, rows: frame.rows)
        let cells = layOut(shown.photos, selected: shown.selected, layout: layout)
        if shown.photos.isEmpty {
            frame.write(centered: shown.emptyMessage ?? "", row: GalleryLayout.top + 2)
        }
        for (slot, cell) in cells.enumerated() {
            guard let photo = cell.photo else { continue }
            let isSelected =
                shown.photos.indices.contains(shown.selected)
                && shown.photos[shown.selected].id == photo.id
            draw(
                cell, photo: photo, selected: isSelected, at: layout.origin(ofSlot: slot),
                in: &frame)
        }
    }

    /// Hands each slot its photo and returns the cells on show, in slot
    /// order. A cell that already shows a photo still on show keeps it; the
    /// others are reused for the photos that came into view (ending their
    /// old bindings), and cells no longer needed are emptied.
    ///
    /// Book: `-collectionView:cellForItemAtIndexPath:` with
    /// `-dequeueReusableCellWithReuseIdentifier:forIndexPath:`
    private func layOut(_ photos: [Photo], selected: Int, layout: GalleryLayout) -> [GalleryCell] {
        let (previous, firstRow) = grid.withLock { grid in
            grid.firstRow = layout.firstRow(
                showing: selected, from: grid.firstRow, count: photos.count)
            grid.cellsAcross = layout.cellsAcross
            return (grid.cells, grid.firstRow)
        }
        let start = min(photos.count, firstRow * layout.cellsAcross)
        let shown = Array(photos[start..<min(photos.count, start + layout.slots)])
        let shownIDs = Set(shown.map(\.id))
        var kept: [Int: GalleryCell] = [:]
        var reusable: [GalleryCell] = []
        for cell in previous {
            if let id = cell.photo?.id, shownIDs.contains(id), kept[id] == nil {
                kept[id] = cell
            } else {
                reusable.append(cell)
            }
        }
        let navigator = context.navigator
        let cells = shown.map { photo -> GalleryCell in
            if let cell = kept[photo.id] { return cell }
            let cell = reusable.isEmpty ? GalleryCell() : reusable.removeFirst()
            cell.show(photo, thumbnail: viewModel.thumbnail(for: photo)) {
                navigator.setNeedsDisplay()
            }
            return cell
        }
        for cell in reusable { cell.prepareForReuse() }
        grid.withLock { $0.cells = cells }
        return cells
    }

    /// One cell: the thumbnail (or what stands in for it) and the caption.
    private func draw(
        _ cell: GalleryCell, photo: Photo, selected: Bool, at origin: (row: Int, column: Int),
        in frame: inout Frame
    ) {
        let width = GalleryLayout.thumbnailColumns
        let height = GalleryLayout.thumbnailRows
        if let image = cell.image {
            frame.draw(image, row: origin.row, column: origin.column, columns: width, rows: height)
        } else {
            let placeholder =
                cell.isWaiting
                ? context.text(en: "loading…", zh: "加载中…")
                : context.text(en: "no picture", zh: "没有图片")
            frame.write(
                centered: placeholder, row: origin.row + height / 2 - 1, column: origin.column,
                width: width)
        }
        frame.write(
            (selected ? ">" : " ") + photo.name, row: origin.row + height,
            column: origin.column, width: width, style: selected ? .reverse : [])
    }
}
