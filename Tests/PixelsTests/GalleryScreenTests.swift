import Pixels
import PixelsTerminal
import Reactive
import ReactiveTesting
import TerminalText
import Testing

@Suite("GalleryScreen: the grid shows what the GalleryViewModel says")
struct GalleryScreenTests {
    @Test("while the import runs the screen says so; then the grid shows the photos' captions")
    func loadingThenGrid() {
        let app = AppHarness()
        #expect(app.lines[0] == " Popular on 500px")
        #expect(app.screen.contains("Loading photos…"))
        app.scheduler.advance(to: 2)
        #expect(app.lines[0].hasPrefix(" Popular on 500px  "))
        #expect(app.lines[0].hasSuffix(" 1 of 3"))
        #expect(app.lines[10] == " >Astronaut         Cat               Coffee")
        #expect(!app.screen.contains("Loading photos…"))
        #expect(app.lines[23] == " ←↑↓→ select · Enter open · r reload · ? keys · q quit")
    }

    @Test("thumbnails fill in as they arrive; until then a cell says it is loading")
    func thumbnailsFillIn() {
        let app = AppHarness()
        app.scheduler.advance(to: 2)
        _ = app.window.render()  // the layout pass binds each cell to its thumbnail
        #expect(app.lines[5].contains("loading…"))
        #expect(!app.window.isSettled)
        app.scheduler.advance(to: 4)
        // The fake thumbnails are one green pixel each, drawn as one shade.
        #expect(app.lines[2] == " ++++++++++++++++  ++++++++++++++++  ++++++++++++++++")
        #expect(!app.screen.contains("loading…"))
        app.settle()
        #expect(app.window.isSettled)
        #expect(
            app.importer.requests == [
                "importPhotos", "downloadThumbnail 1001", "downloadThumbnail 1002",
                "downloadThumbnail 1003",
            ])
    }

    @Test("a failed import shows the reason instead of the grid, and the app carries on")
    func importError() {
        let app = AppHarness(failing: [.importPhotos])
        app.settle()
        #expect(app.screen.contains("No photos: HTTP 500 from http://fake.test/importPhotos"))
        #expect(
            app.log.value == [
                "Gallery: could not import the photos: HTTP 500 from http://fake.test/importPhotos"
            ])
        app.press(.character("r"))
        #expect(app.screen.contains("Loading photos…"))
    }

    @Test("an error line from before is cleared once a reload brings the photos")
    func staleErrorLine() {
        let app = AppHarness(failing: [.importPhotos])
        app.settle()
        app.press(.enter)  // open the first photo of an empty gallery
        #expect(app.lines[22] == " ! there is no photo 1; the gallery has 0")
        app.importer.succeed(.importPhotos)
        app.press(.character("r"))
        app.settle()
        #expect(app.screen.contains(">Astronaut"))
        #expect(!app.screen.contains("there is no photo"), "the error line outlived the reload")
    }

    @Test("names in any script are measured in columns: wide ones cut to fit, not pushed over")
    func wideNames() {
        let photos = [
            SamplePhotos.photo(1001, "富士山の朝焼けと湖"), SamplePhotos.photo(1002, "Cat 🐱 nap"),
            SamplePhotos.photo(1003, "Cafe\u{301} noir"),
        ]
        let app = AppHarness(photos: photos)
        app.settle()
        #expect(app.lines[10] == " >富士山の朝焼け…   Cat 🐱 nap        Café noir")
        #expect(app.lines[10].terminalColumns == 47)
    }

    @Test("a thumbnail that fails leaves its cell saying so, and the rest of the grid drawn")
    func thumbnailError() {
        let app = AppHarness(failing: [.downloadThumbnail])
        app.settle()
        _ = app.window.render()
        app.settle()
        #expect(app.lines[5].hasPrefix("    no picture        no picture"))
        #expect(app.window.isSettled)
    }

    @Test("the arrow keys run moveSelection: the > marker and the count follow the view model")
    func selection() {
        let app = AppHarness(photos: AppHarness.twelvePhotos)
        app.settle()
        app.press(.right, .right)
        #expect(app.lines[10].contains(">Photo 3"))
        #expect(app.lines[0].hasSuffix("3 of 12"))
        app.press(.down)
        #expect(app.lines[20].contains(">Photo 7"))
        app.press(.left, .up)
        #expect(app.lines[10].contains(">Photo 2"))
        app.press(.up)  // the view model keeps the selection on the first photo
        #expect(app.lines[10].contains(">Photo 1"))
    }

    @Test("Enter opens the selected photo: the pager the view model sends is pushed")
    func enterOpens() {
        let app = AppHarness()
        app.settle()
        app.press(.right, .enter)
        #expect(app.top?.kind == .photo)
        #expect((app.top as? PagerScreen)?.viewModel.initialIndex == 1)
        #expect(app.lines[0].hasPrefix(" ‹ Cat ›"))
    }

    @Test("opening a photo that is not there shows the view model's error on the status line")
    func openError() {
        let app = AppHarness()
        app.settle()
        (app.top as? GalleryScreen)?.open(at: 98)
        #expect(app.top?.kind == .gallery)
        #expect(app.lines[22] == " ! there is no photo 99; the gallery has 3")
    }

    @Test(
        "scrolling reuses the cells that left the screen: their bindings end, downloads cancelled")
    func reuseCancelsTheOldBinding() {
        let app = AppHarness(photos: AppHarness.twelvePhotos, latency: 5)
        app.scheduler.advance(to: 5)
        _ = app.window.render()  // binds the eight cells on show (two rows of four)
        app.press(.down, .down)  // to photo 9, on the third row: the grid scrolls by one row
        _ = app.window.render()
        #expect(
            app.importer.cancellations == [
                "downloadThumbnail 1001", "downloadThumbnail 1002", "downloadThumbnail 1003",
                "downloadThumbnail 1004",
            ])
        // Photos 5 to 8 kept their cells and their downloads; 9 to 12 took the freed cells.
        #expect(
            app.importer.requests.filter { $0.hasPrefix("downloadThumbnail") }
                == (1001...1012).map { "downloadThumbnail \($0)" })
        app.settle()
        #expect(app.lines[10].hasPrefix("  Photo 5 "))
        #expect(app.lines[20].hasPrefix(" >Photo 9 "))
        #expect(app.window.isSettled)
    }

    @Test("a smaller window lays the grid out again with fewer cells across")
    func resize() {
        let app = AppHarness()
        app.settle()
        app.window.resize(to: TerminalSize(columns: 40, rows: 24))
        let frame = app.window.render()
        #expect(frame.columns == 40)
        #expect(frame.lines(in: .ascii)[10] == " >Astronaut         Cat")
    }
}
