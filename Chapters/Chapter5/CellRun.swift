import Narration
import Pixels
import PixelsTerminal
import Reactive
import ReactiveTesting

/// One cell's trip through a scroll, on virtual time: handed the first photo
/// at tick 0 and the second at tick 1, while the first photo's thumbnail takes
/// 3 ticks to download and the second's 1.
struct CellRun {
    /// How long each photo's thumbnail takes to download, in ticks.
    static let latencies = [3, 1]

    /// The name of the way the cell ends its bindings.
    let name: String
    /// The two photos, in the order the cell was handed them.
    let photos: [Photo]
    /// Their thumbnails, as the fixtures hold them.
    let thumbnails: [Image]
    /// What the cell showed, tick by tick.
    let shown: TestObserver<Image?>
    /// Each photo's download, with the span of every subscription to it.
    let downloads: [TestableSignal<Image>]

    /// The picture the cell shows at the end.
    var image: Image? { shown.values.last ?? nil }

    /// Runs a cell that is handed each photo with its thumbnail's signal.
    init?(_ name: String, _ cell: any ThumbnailCell, _ fixtures: ThumbnailFixtures) {
        guard let (photos, thumbnails) = Self.firstTwo(fixtures) else { return nil }
        // snippet.scroll
        let scheduler = TestScheduler()
        let downloads = zip(thumbnails, Self.latencies).map { image, ticks in
            scheduler.coldSignal([.next(ticks, image), .completed(ticks)])
        }
        // snippet.hide
        let shown = scheduler.record(cell.image.signal)
        // snippet.show
        cell.show(photos[0], thumbnail: downloads[0].signal)
        scheduler.schedule(at: 1) {
            cell.show(photos[1], thumbnail: downloads[1].signal)
        }
        scheduler.run()
        // snippet.end
        // What the cell showed during the run, not its release afterwards.
        withExtendedLifetime(cell) { shown.dispose() }
        self.init(name, photos, thumbnails, shown, downloads)
    }

    /// Runs the book's final cell, which observes its photo's thumbnail; the
    /// importer downloads each photo's thumbnail into its model.
    init?(observing fixtures: ThumbnailFixtures) {
        guard let (photos, thumbnails) = Self.firstTwo(fixtures) else { return nil }
        let scheduler = TestScheduler()
        let downloads = zip(thumbnails, Self.latencies).map { image, ticks in
            scheduler.coldSignal([.next(ticks, image), .completed(ticks)])
        }
        // snippet.observingScroll
        let models = photos.map(PhotoModel.init)
        for (model, download) in zip(models, downloads) {
            model.thumbnail <~ download.signal.map { Optional($0) }
        }
        let cell = ObservingCell()
        // snippet.hide
        let shown = scheduler.record(cell.image.signal)
        // snippet.show
        cell.photo.value = models[0]
        scheduler.schedule(at: 1) { cell.photo.value = models[1] }
        scheduler.run()
        // snippet.end
        withExtendedLifetime(cell) { shown.dispose() }
        self.init("key path", photos, thumbnails, shown, downloads)
    }

    /// The fixtures' first two photos and their thumbnails, if it has both.
    private static func firstTwo(_ fixtures: ThumbnailFixtures) -> ([Photo], [Image])? {
        let photos = Array(fixtures.photos.prefix(2))
        let thumbnails = photos.compactMap(fixtures.thumbnail(of:))
        return thumbnails.count == 2 ? (photos, thumbnails) : nil
    }

    private init(
        _ name: String, _ photos: [Photo], _ thumbnails: [Image], _ shown: TestObserver<Image?>,
        _ downloads: [TestableSignal<Image>]
    ) {
        self.name = name
        self.photos = photos
        self.thumbnails = thumbnails
        self.shown = shown
        self.downloads = downloads
    }

    /// `dispose: shows Chelsea the Cat, right; old download cancelled at 1`.
    var summary: String {
        let index = thumbnails.firstIndex { $0 == image }
        let picture = index.map { photos[$0].name } ?? "nothing"
        let verdict = index == 1 ? "right" : "wrong"
        let fate: String
        if let end = downloads[0].subscriptions.first?.disposed {
            fate = end < Self.latencies[0] ? "cancelled at \(end)" : "finished at \(end)"
        } else {
            fate = "still running"
        }
        return "\(name): shows \(picture), \(verdict); old download \(fate)"
    }

    /// The run as a marble diagram: each download, then what the cell showed
    /// (1 or 2 for a photo's thumbnail, n for none).
    var marbles: [MarbleLine] {
        var lines: [MarbleLine] = []
        for (index, download) in downloads.enumerated() {
            lines += download.subscriptions.map {
                MarbleLine("\(name): download \(index + 1)", span: $0)
            }
        }
        lines.append(
            MarbleLine("\(name): cell shows", shown) { image in
                guard let image else { return "n" }
                return thumbnails.firstIndex(of: image).map { Character("\($0 + 1)") }
            })
        return lines
    }

    /// The cells side by side, each under its name, with the caption of the
    /// photo it was handed last.
    static func picture(_ runs: [CellRun]) -> [String] {
        let width = GalleryLayout.thumbnailColumns
        let height = GalleryLayout.thumbnailRows
        var frame = Frame(columns: runs.count * (width + 4), rows: height + 2)
        for (index, run) in runs.enumerated() {
            let column = index * (width + 4)
            frame.write(centered: run.name, row: 0, column: column, width: width)
            if let image = run.image {
                frame.draw(image, row: 1, column: column, columns: width, rows: height)
            }
            frame.write(run.photos[1].name, row: height + 1, column: column, width: width)
        }
        return frame.lines(in: .ascii)
    }
}
