import Pixels
import PixelsTerminal
import Testing

/// A size comes from the terminal, the environment or a test, and any of
/// them may be absurd; a size is clamped to the largest screen the app
/// draws, so a frame never has more cells than that.
@Suite("A terminal size is bounded above as well as below")
struct TerminalSizeTests {
    static let largest = TerminalSize(
        columns: TerminalSize.maximumColumns, rows: TerminalSize.maximumRows)

    @Test("a 0×0 terminal with COLUMNS=9223372036854775807 gets the widest size, and draws")
    func hugeColumns() throws {
        let pty = try Pty.open()
        defer { pty.close() }
        pty.setSize(columns: 0, rows: 0)
        let size = TerminalSize.current(
            pty.terminal, environment: ["COLUMNS": "9223372036854775807", "LINES": "40"])
        try #require(size == TerminalSize(columns: 1_024, rows: 40))
        let app = AppHarness(size: size)
        app.settle()
        #expect(app.window.render().size == size)
        #expect(app.lines[0].hasPrefix(" Popular on 500px"))
    }

    @Test("a terminal that reports 20000×20000 is taken at 1,024×512")
    func hugeTerminal() throws {
        let pty = try Pty.open()
        defer { pty.close() }
        pty.setSize(columns: 20_000, rows: 20_000)
        let size = try #require(TerminalSize.query(pty.terminal))
        try #require(size == Self.largest)
        let app = AppHarness()
        app.window.resize(to: size)
        app.settle()
        #expect(app.window.render().size == Self.largest)
    }

    @Test("sizes made or changed in code are clamped too, and so is a frame")
    func clampedInCode() {
        #expect(
            TerminalSize(columns: Int.max, rows: Int.min) == TerminalSize(columns: 1_024, rows: 0))
        var size = TerminalSize(columns: 80, rows: 24)
        size.columns = Int.max
        size.rows = 100_000
        #expect(size == Self.largest)
        size.rows = -5
        #expect(size.rows == 0)
        #expect(Frame(columns: Int.max, rows: Int.max).size == Self.largest)
    }
}
