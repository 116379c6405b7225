import Pixels
import PixelsTerminal
import TerminalText
import Testing

@Suite("Frame: drawing text and images into cells, then printing or writing them out")
struct FrameTests {
    @Test("text is clipped at the edges, and control characters are drawn as ?")
    func clipping() {
        var frame = Frame(columns: 8, rows: 2)
        frame.write("Popular on 500px", row: 0, column: 2)
        frame.write("ab\u{1B}[2Jcd", row: 1, column: -1)
        frame.write("never", row: 5, column: 0)
        #expect(frame.lines(in: .ascii) == ["  Popula", "b?[2Jcd"])
    }

    @Test("a width cuts text short with … or pads it, in the same style")
    func fitting() {
        var frame = Frame(columns: 12, rows: 3)
        frame.write("Astronaut Eileen", row: 0, column: 0, width: 10)
        frame.write("Cat", row: 1, column: 0, width: 6, style: .reverse)
        frame.write(centered: "Vote", row: 2, width: 12)
        #expect(frame.lines(in: .ascii) == ["Astronaut…", "Cat", "    Vote"])
        #expect(frame.lines(in: .trueColor)[1] == "\u{1B}[0;7mCat   \u{1B}[0m")
    }

    @Test("an image is two pixels a cell: ASCII shading in plain text, half blocks in colour")
    func images() {
        let image = Image(width: 1, height: 2, pixels: [255, 255, 255, 0, 0, 0])!
        var frame = Frame(columns: 3, rows: 1)
        frame.draw(image, row: 0, column: 1, columns: 1, rows: 1)
        #expect(frame.lines(in: .ascii) == [" ="])
        #expect(
            frame.lines(in: .trueColor) == [
                " \u{1B}[38;2;255;255;255m\u{1B}[48;2;0;0;0m▀\u{1B}[0m"
            ])
        #expect(frame.lines(in: .palette256) == [" \u{1B}[38;5;231m\u{1B}[48;5;16m▀\u{1B}[0m"])
    }

    @Test("printed in ASCII there are no escape codes and no trailing spaces")
    func plainText() {
        var frame = Frame(columns: 20, rows: 2)
        frame.titleBar("Popular on 500px", right: "1 of 14")
        frame.draw(
            Image(width: 1, height: 1, filledWith: RGB(0, 0, 0)), row: 1, column: 10, columns: 4,
            rows: 1)
        #expect(frame.text == " Popular o… 1 of 14\n")
        #expect(!frame.text.contains("\u{1B}"))
    }

    @Test("terminal output moves to each row and writes all of it, with styles in every mode")
    func terminalOutput() {
        var frame = Frame(columns: 4, rows: 2)
        frame.write("ok", row: 1, column: 1, style: .bold)
        #expect(
            frame.terminalOutput(in: .ascii)
                == "\u{1B}[1;1H    \u{1B}[2;1H \u{1B}[0;1mok\u{1B}[0m "
        )
    }

    @Test("a box has a line border and clears its inside")
    func box() {
        var frame = Frame(columns: 6, rows: 3)
        frame.write("xxxxxx", row: 1, column: 0)
        frame.box(row: 0, column: 0, columns: 5, rows: 3)
        #expect(frame.lines(in: .ascii) == ["┌───┐", "│   │x", "└───┘"])
    }

    @Test("a wide character takes two cells, a zero-width one none, so what follows lines up")
    func wideCharacters() {
        var frame = Frame(columns: 10, rows: 3)
        frame.write("映射|", row: 0, column: 0)
        frame.write("a\u{200B}b🐱|", row: 1, column: 0)
        frame.write("映射映射映射", row: 2, column: 0, width: 6)
        #expect(frame.lines(in: .ascii) == ["映射|", "ab🐱|", "映射…"])
        #expect(frame.lines(in: .ascii).map(\.terminalColumns) == [5, 5, 5])
        #expect(
            frame.terminalOutput(in: .ascii).hasPrefix("\u{1B}[1;1H映射|     \u{1B}[2;1H"),
            "the terminal is sent each wide character once, and it covers two cells")
    }

    @Test("a wide character cut by an edge, or half covered, leaves spaces, never half a glyph")
    func wideCharacterEdges() {
        var frame = Frame(columns: 5, rows: 2)
        frame.write("ab映射", row: 0, column: 1)
        frame.write("映射", row: 1, column: 0)
        frame.write("x", row: 1, column: 1)
        // 射 did not fit after 映; x over the right half of 映 leaves its left half blank.
        #expect(frame.lines(in: .ascii) == [" ab映", " x射"])
    }
}
