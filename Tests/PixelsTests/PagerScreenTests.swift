import Pixels
import PixelsTerminal
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("PagerScreen: the full-size photo shows what the FullSizePhotoViewModel says")
struct PagerScreenTests {
    /// The app with its gallery loaded and photo `number` (from 1) opened.
    func opened(_ number: Int, failing: [FakeImporter.Operation] = []) -> AppHarness {
        let app = AppHarness(failing: failing)
        app.settle()
        (app.top as? GalleryScreen)?.open(at: number - 1)
        return app
    }

    @Test("the title bar names the photo on show, with ‹ › where there is one to page to")
    func titleFollowsThePage() {
        let app = opened(1)
        app.settle()
        #expect(app.lines[0].hasPrefix("   Astronaut ›  "))
        #expect(app.lines[0].hasSuffix(" 1 of 3"))
        app.press(.right)
        #expect(app.lines[0].hasPrefix(" ‹ Cat ›  "))
        app.press(.right)
        #expect(app.lines[0].hasPrefix(" ‹ Coffee  "))
        #expect(app.lines[0].hasSuffix(" 3 of 3"))
        app.press(.right)  // no photo that way: next is disabled, nothing happens
        #expect(app.lines[0].hasSuffix(" 3 of 3"))
        app.press(.left)
        #expect(app.lines[0].hasPrefix(" ‹ Cat ›  "))
    }

    @Test("a spinner shows while the page loads, turning with time, then the image replaces it")
    func spinnerWhileLoading() {
        let app = opened(2)
        let spinner = {
            app.lines.first { $0.contains("Loading…") }?.trimmingPrefix(while: \.isWhitespace)
        }
        #expect(spinner() == "│  | Loading…  │")
        #expect(!app.window.isSettled)
        app.scheduler.advance(by: 1)
        #expect(spinner() == "│  / Loading…  │")
        app.settle()  // details at +2, the image at +4
        #expect(spinner() == nil)
        #expect(app.window.isSettled)
        // The fake full-size image is red 1002 % 256 = 234: luminance 69, shade ":".
        #expect(app.lines[11].contains("::::::::::::::::::::"))
        #expect(app.importer.requests.suffix(2) == ["fetchDetails 1002", "downloadFullSize 1002"])
    }

    @Test("a page that fails shows the error on its status line")
    func errorLine() {
        let app = opened(1, failing: [.fetchDetails])
        app.settle()
        #expect(app.lines[22] == " ! HTTP 500 from http://fake.test/fetchDetails")
        #expect(!app.screen.contains("Loading…"))
    }

    @Test("Esc goes back to the gallery, with the last photo viewed selected")
    func backKeepsTheSelection() {
        let app = opened(1)
        app.press(.right, .right, .escape)
        #expect(app.top?.kind == .gallery)
        #expect(app.lines[10] == "  Astronaut         Cat              >Coffee")
    }

    @Test("a page paged away from stops loading: only the page on show downloads")
    func onlyThePageOnShowLoads() {
        let app = opened(1)
        app.press(.right)  // before photo 1's details have come
        app.settle()
        #expect(app.importer.cancellations == ["fetchDetails 1001"])
        #expect(
            app.importer.requests.filter { !$0.hasPrefix("downloadThumbnail") } == [
                "importPhotos", "fetchDetails 1001", "fetchDetails 1002", "downloadFullSize 1002",
            ])
    }
}
