import Pixels
import PixelsTerminal
import Reactive
import ReactiveTesting
import Testing

@Suite("AppWindow: keys, the help overlay, quitting and the display loop")
struct AppWindowTests {
    @Test("? shows the keys of the screen on show over it; any key hides them again")
    func helpOverlay() {
        let app = AppHarness()
        app.settle()
        app.press(.character("?"))
        let shown = app.screen
        #expect(shown.contains("│  Keys on the gallery"))
        #expect(shown.contains("│  Enter   open"))
        #expect(shown.contains("│  q       quit"))
        app.press(.right)  // hides the help, and is not passed on
        #expect(!app.screen.contains("Keys on"))
        #expect(app.lines[10].hasPrefix(" >Astronaut"))
    }

    @Test("q quits from any screen but the login form, and every screen goes inactive")
    func quit() {
        let app = AppHarness()
        app.settle()
        app.press(.enter)
        let pager = (app.top as? PagerScreen)?.viewModel
        #expect(pager?.isActive == true)
        app.press(.character("q"))
        #expect(app.window.isFinished)
        #expect(pager?.isActive == false)
        #expect(app.top == nil)
    }

    @Test("the footer lists the screen's keys and the window's; the login form's has no q")
    func footers() {
        let app = AppHarness()
        app.settle()
        #expect(app.lines[23] == " ←↑↓→ select · Enter open · r reload · ? keys · q quit")
        app.press(.enter)
        app.settle()
        #expect(app.lines[23] == " ←→ page · Enter details · Esc back · ? keys · q quit")
        app.press(.enter)
        #expect(app.lines[23] == " Enter vote · Esc back · ? keys · q quit")
        app.press(.enter)
        #expect(app.lines[23] == " Tab next field · Enter log in · Esc cancel")
    }

    @Test("requests for a redraw within one turn make one display pass, at the current size")
    func displayPasses() {
        let app = AppHarness()
        app.settle()
        let frames = app.scheduler.record(app.window.frames.map(\.size.description))
        app.window.navigator.setNeedsDisplay()
        app.window.navigator.setNeedsDisplay()
        app.window.resize(to: TerminalSize(columns: 60, rows: 20))
        app.settle()
        #expect(frames.values == ["60x20"])
        app.press(.right)
        app.settle()
        #expect(frames.values == ["60x20", "60x20"])
    }

    @Test("the window is settled only with nothing loading on show and no display pass waiting")
    func settled() {
        let app = AppHarness()
        #expect(!app.window.isSettled)  // importing, and the first pass is waiting
        app.settle()
        #expect(app.window.isSettled)
        app.window.navigator.setNeedsDisplay()
        #expect(!app.window.isSettled)
        app.scheduler.advance(by: 0)
        #expect(app.window.isSettled)
    }

    @Test("a closed screen goes away, and with it its view model and its bindings")
    func closedScreensAreFreed() throws {
        let app = AppHarness()
        app.settle()
        app.press(.enter)
        app.settle()
        app.press(.enter)
        app.press(.enter)  // the login form, over the details, over the pager
        weak let login = try #require(app.top as? LoginScreen)
        weak let loginModel = login?.viewModel
        app.press(.escape)
        app.settle()
        weak let detail = try #require(app.top as? PhotoDetailScreen)
        weak let detailModel = detail?.viewModel
        app.press(.escape)
        weak let pager = try #require(app.top as? PagerScreen)
        weak let pagerModel = pager?.viewModel
        app.press(.escape)
        app.settle()
        #expect(app.top?.kind == .gallery)
        #expect(login == nil && loginModel == nil)
        #expect(detail == nil && detailModel == nil)
        #expect(pager == nil && pagerModel == nil)
    }
}
