import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive
import ReactiveTesting

/// One cell's trip through a scroll, on virtual time: the importer starts
/// both photos' thumbnails at tick 0, the first taking 3 ticks and the second
/// 2; the cell is given the first photo at tick 0 and, reused as the grid
/// scrolls, the second at tick 1.
struct CellRun {
    /// How long each photo's thumbnail takes to download, in ticks.
    static let latencies = [3, 2]

    /// How the cell ends its old binding, for the reader: `dispose`, `key path`, …
    let name: String
    /// The two photos, in the order the cell was given them.
    let photos: [Photo]
    /// Their thumbnails.
    let thumbnails: [Image]
    /// What the cell showed, tick by tick.
    let shown: TestObserver<Image?>
    /// Each photo's download, with its subscription.
    let downloads: [TestableSignal<Image>]
    /// The cell, at the end.
    let cell: CollectionViewCell
    /// The page the run is shown on, for its words in the reader's language.
    let page: Narrator

    /// The picture the cell shows at the end.
    var image: Image? { cell.imageView.image }

    /// Runs `cell`, given each model by `give` and prepared for reuse in
    /// between, as the grid does, to be shown on `page`.
    init?(
        _ name: String, _ cell: CollectionViewCell, _ fixtures: ThumbnailFixtures,
        _ page: Narrator, give: @escaping @Sendable (CollectionViewCell, PhotoModel) -> Void
    ) {
        let photos = Array(fixtures.photos.prefix(2))
        let thumbnails = photos.compactMap(fixtures.thumbnail(of:))
        guard thumbnails.count == 2 else { return nil }
        // snippet.scroll
        let scheduler = TestScheduler()
        let models = photos.map(PhotoModel.init)
        let downloads = zip(thumbnails, Self.latencies).map { image, ticks in
            scheduler.coldSignal([.next(ticks, image), .completed(ticks)])
        }
        for (model, download) in zip(models, downloads) {
            model.thumbnailData <~ download.signal.map { $0 }  // the importer's
        }
        // snippet.hide
        let shown = scheduler.record(cell.imageView.images)
        // snippet.show
        give(cell, models[0])
        scheduler.schedule(at: 1) {
            cell.prepareForReuse()  // the grid scrolls: the cell is dequeued again
            give(cell, models[1])
        }
        scheduler.run()
        // snippet.end
        // What the cell showed during the run, not its release afterwards.
        shown.dispose()
        self.name = name
        self.photos = photos
        self.thumbnails = thumbnails
        self.shown = shown
        self.downloads = downloads
        self.cell = cell
        self.page = page
    }

    /// `dispose: shows Chelsea the Cat, right`, in the reader's language.
    var summary: String {
        let index = thumbnails.firstIndex { $0 == image }
        let picture = index.map { photos[$0].name } ?? page.text(en: "nothing", zh: "什么也没有")
        return index == 1
            ? page.text(en: "\(name): shows \(picture), right", zh: "\(name)：显示 \(picture)，正确")
            : page.text(en: "\(name): shows \(picture), wrong", zh: "\(name)：显示 \(picture)，错误")
    }

    /// What the cell showed, as a marble line: 1 or 2 for a photo's thumbnail, n for none.
    var marble: MarbleLine {
        MarbleLine(page.text(en: "\(name): cell shows", zh: "\(name)：单元格显示"), shown) { image in
            guard let image else { return "n" }
            return thumbnails.firstIndex(of: image).map { Character("\($0 + 1)") }
        }
    }

    /// The two downloads, which the importer started for the models.
    var downloadMarbles: [MarbleLine] {
        downloads.enumerated().flatMap { index, download in
            download.subscriptions.map { span in
                MarbleLine(
                    page.text(en: "download \(index + 1)", zh: "下载 \(index + 1)"), span: span)
            }
        }
    }

    /// The cells side by side, each under its name, with the caption of the
    /// photo it was given last.
    static func picture(_ runs: [CellRun]) -> [String] {
        let width = GalleryLayout.thumbnailColumns
        let height = GalleryLayout.thumbnailRows
        var frame = Frame(columns: runs.count * (width + 4), rows: height + 2)
        for (index, run) in runs.enumerated() {
            let column = index * (width + 4)
            frame.write(centered: run.name, row: 0, column: column, width: width)
            run.cell.imageView.draw(
                in: &frame, row: 1, column: column, columns: width, rows: height)
            frame.write(run.cell.caption, row: height + 1, column: column, width: width)
        }
        return frame.lines(in: .ascii)
    }
}
