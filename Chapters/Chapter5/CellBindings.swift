import Foundation
import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// A reused cell and a late thumbnail: no ending, a kept disposable, and takeUntil.
    static let cellBindings = Section("Cell bindings and reuse", "单元格绑定与复用") { page in
        page.say(
            """
            A collection view reuses its cells: when the grid scrolls, the cell that \
            showed one photo is handed another. If the cell is still bound to the old \
            photo's thumbnail, and that download is slow, the old picture arrives \
            after the new one and replaces it. Below, the server holds the first \
            photo's thumbnail back for 300 ms. Each cell is handed the first photo, \
            then, as soon as that thumbnail's request has reached the server, the \
            second, as if the grid had scrolled:
            """)
        page.code(.slowThumbnail)
        page.code(.scrolledCell)
        page.say("First, a cell that binds each thumbnail and never lets go:")
        page.code(.forgetfulCell)
        page.say(
            """
            The book's first fix keeps the binding's disposable in the cell and \
            disposes of it in `prepareForReuse`, which the grid calls before it hands \
            the cell another photo:
            """)
        page.code(.disposingCell)
        page.say(
            """
            Its second fix needs no property: the binding lasts until the cell's \
            `rac_prepareForReuseSignal`, with `takeUntil`. The app's `GalleryCell` \
            does the same with a lifetime that ends each time the cell is prepared \
            for reuse, and so does this cell:
            """)
        page.code(.reusingCell)
        let results = [
            CellRun("no ending", page) { importer, photos, api in
                let cell = ForgetfulCell()
                let arrivals = Locked(0)
                cell.image.signal.subscribeNext { _ in arrivals.withLock { $0 += 1 } }
                // snippet.scrolledCell
                cell.show(photos[0], thumbnail: importer.downloadThumbnail(for: photos[0]))
                api.waitForSlowRequest()
                cell.show(photos[1], thumbnail: importer.downloadThumbnail(for: photos[1]))
                // snippet.end
                runMainLoop { arrivals.withLock { $0 } == 3 }  // nil, then both thumbnails
                return cell.image.value
            },
            CellRun("dispose", page) { importer, photos, api in
                let cell = DisposingCell()
                cell.show(photos[0], thumbnail: importer.downloadThumbnail(for: photos[0]))
                api.waitForSlowRequest()
                cell.show(photos[1], thumbnail: importer.downloadThumbnail(for: photos[1]))
                runMainLoop { cell.image.value != nil && api.abandoned }
                return cell.image.value
            },
            CellRun("takeUntil", page) { importer, photos, api in
                let cell = ReusingCell()
                cell.show(photos[0], thumbnail: importer.downloadThumbnail(for: photos[0]))
                api.waitForSlowRequest()
                cell.show(photos[1], thumbnail: importer.downloadThumbnail(for: photos[1]))
                runMainLoop { cell.image.value != nil && api.abandoned }
                return cell.image.value
            },
        ].compactMap { $0 }
        guard results.count == 3 else { return }
        page.say(
            """
            Each cell now has the second photo's caption. Here is what each one \
            shows, with what the server saw:
            """)
        page.picture(CellRun.picture(results))
        for result in results { page.output(result.summary) }
        page.say(
            """
            Without an ending, the astronaut arrived last and took the cat's place. \
            Both fixes end the old binding before the new one starts, and disposing \
            of it does more than ignore the late picture: it cancels the download, \
            and the server saw the client hang up. `takeUntil` says so in the binding \
            itself, so no cell can forget.
            """)
        page.book(
            "-prepareForReuse", "RACDisposable", "-takeUntil:", "-rac_prepareForReuseSignal")
    }
}

/// One cell's run against its own server: what it ended up showing, and
/// what the server saw.
struct CellRun {
    /// What the server makes of the first photo's thumbnail: held back 300 ms.
    // snippet.slowThumbnail
    static let faults: FaultPlan = [
        "GET /images/1001-3.ppm": .delay(.milliseconds(300))
    ]
    // snippet.end

    /// The name of the way the cell ends its bindings.
    let name: String
    /// The photos handed to the cell, in turn.
    let photos: [Photo]
    /// The picture the cell shows at the end.
    let image: Image?
    /// The thumbnails as the fixtures hold them, by photo id.
    let thumbnails: [Int: Image]
    /// Whether the server saw the first thumbnail's request abandoned.
    let abandoned: Bool

    /// Runs `body` with an importer, the first two photos and the server,
    /// or says on `page` what went wrong and gives `nil`.
    init?(
        _ name: String, _ page: Narrator,
        _ body: (PhotoImporter, [Photo], CellServer) -> Image?
    ) {
        guard let api = PhotoAPIRun(page, faults: Self.faults) else { return nil }
        let listing = Locked<[Photo]>([])
        api.importer.importPhotos().subscribeNext { photos in listing.withLock { $0 = photos } }
        runMainLoop { !listing.withLock { $0 }.isEmpty }
        let photos = Array(listing.withLock { $0 }.prefix(2))
        guard photos.count == 2, let store = try? FixtureStore.bundled() else {
            page.output("the photo API did not list two photos")
            return nil
        }
        let server = CellServer(api: api)
        self.name = name
        self.photos = photos
        image = body(api.importer, photos, server)
        abandoned = server.abandoned
        thumbnails = Dictionary(
            uniqueKeysWithValues: photos.compactMap { photo in
                store.imageData(named: "\(photo.id)-3.ppm")
                    .flatMap { try? PPM.decode($0) }
                    .map { (photo.id, $0) }
            })
    }

    /// `dispose: Chelsea the Cat's picture, right; old download cancelled`.
    var summary: String {
        let shown = photos.first { thumbnails[$0.id] == image }.map { "\($0.name)'s picture" }
        let verdict = image != nil && image == thumbnails[photos[1].id] ? "right" : "wrong"
        let hangUp = abandoned ? "; old download cancelled" : ""
        return "\(name): \(shown ?? "no picture"), \(verdict)\(hangUp)"
    }

    /// The three cells side by side, each under its name, with the caption
    /// of the photo it was handed last.
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

/// The server of one cell's run, as the cell's body sees it.
struct CellServer {
    let api: PhotoAPIRun

    /// Waits until the server has the first photo's thumbnail request (which
    /// it holds back), as if the grid scrolled a moment after it was sent.
    func waitForSlowRequest() {
        runMainLoop { api.server.requests.contains("GET /images/1001-3.ppm") }
    }

    /// Whether the client hung up on the held-back thumbnail.
    var abandoned: Bool {
        api.server.requests.contains("abandoned: GET /images/1001-3.ppm")
    }
}
