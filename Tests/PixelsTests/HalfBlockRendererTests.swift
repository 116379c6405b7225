import Pixels
import PixelsTerminal
import Testing

@Suite("Half-block rendering of images in each colour mode")
struct HalfBlockRendererTests {
    /// 2×2: red, green on top; blue, white below.
    let tiny = Image(
        width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])!

    @Test("truecolor: foreground is the upper pixel, background the lower, then a reset")
    func trueColor() {
        let lines = HalfBlockRenderer(mode: .trueColor).render(tiny, columns: 2, rows: 1)
        #expect(
            lines == [
                "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀"
                    + "\u{1B}[38;2;0;255;0m\u{1B}[48;2;255;255;255m▀\u{1B}[0m"
            ])
    }

    @Test("256 colours: the same cells with palette indices")
    func palette() {
        let lines = HalfBlockRenderer(mode: .palette256).render(tiny, columns: 2, rows: 1)
        #expect(
            lines == [
                "\u{1B}[38;5;196m\u{1B}[48;5;21m▀\u{1B}[38;5;46m\u{1B}[48;5;231m▀\u{1B}[0m"
            ])
    }

    @Test("ASCII: one shade per cell from the brightness of its two pixels, no escapes")
    func ascii() {
        // red+blue average luminance (76 + 29) / 2 = 52 -> ":"; green+white (149 + 255) / 2 = 202 -> "#"
        let lines = HalfBlockRenderer(mode: .ascii).render(tiny, columns: 2, rows: 1)
        #expect(lines == [":#"])
        let ramp = Image(
            width: 10, height: 2,
            pixels: (0..<10).flatMap { step in
                let level = UInt8(step * 28)
                return [level, level, level]
            }
                + (0..<10).flatMap { step in
                    let level = UInt8(step * 28)
                    return [level, level, level]
                })!
        #expect(
            HalfBlockRenderer(mode: .ascii).render(ramp, columns: 10, rows: 1) == [" .:-=+*#%@"])
    }

    @Test("a colour is sent again only when it changes along the line")
    func repeatedColours() {
        let flat = Image(width: 3, height: 2, filledWith: RGB(1, 2, 3))
        let lines = HalfBlockRenderer(mode: .trueColor).render(flat, columns: 3, rows: 1)
        #expect(lines == ["\u{1B}[38;2;1;2;3m\u{1B}[48;2;1;2;3m▀▀▀\u{1B}[0m"])
    }

    @Test("the image is scaled to the cell size: 2 pixels per cell vertically")
    func scaledToCells() {
        // 4×4: the top half black, the bottom half white; drawn in 2×1 cells.
        let black = [UInt8](repeating: 0, count: 24)
        let white = [UInt8](repeating: 255, count: 24)
        let image = Image(width: 4, height: 4, pixels: black + white)!
        let lines = HalfBlockRenderer(mode: .trueColor).render(image, columns: 2, rows: 1)
        #expect(lines == ["\u{1B}[38;2;0;0;0m\u{1B}[48;2;255;255;255m▀▀\u{1B}[0m"])
        let tall = HalfBlockRenderer(mode: .ascii).render(image, columns: 3, rows: 2)
        #expect(tall == ["   ", "@@@"])
        #expect(HalfBlockRenderer(mode: .ascii).render(image, columns: 0, rows: 3) == [])
    }

    @Test("scaling averages the pixels each new pixel covers, and repeats when enlarging")
    func scaling() {
        let image = Image(width: 2, height: 1, pixels: [0, 0, 0, 200, 100, 50])!
        #expect(image.scaled(width: 1, height: 1).pixels == [100, 50, 25])
        #expect(
            image.scaled(width: 4, height: 1).pixels == [
                0, 0, 0, 0, 0, 0, 200, 100, 50, 200, 100, 50,
            ])
        #expect(image.scaled(width: 2, height: 1) == image)
        #expect(image.scaled(width: 0, height: 5).pixels.isEmpty)
        let empty = Image(width: 0, height: 0, pixels: [])!
        #expect(empty.scaled(width: 1, height: 1).pixels == [0, 0, 0])
    }

    @Test("fittedSize keeps the image's proportions within the cells available")
    func fitted() {
        let square = Image(width: 32, height: 32, filledWith: RGB(0, 0, 0))
        #expect(HalfBlockRenderer.fittedSize(for: square, columns: 16, rows: 20) == (16, 8))
        #expect(HalfBlockRenderer.fittedSize(for: square, columns: 80, rows: 10) == (20, 10))
        let wide = Image(width: 240, height: 160, filledWith: RGB(0, 0, 0))
        #expect(HalfBlockRenderer.fittedSize(for: wide, columns: 60, rows: 30) == (60, 20))
        #expect(HalfBlockRenderer.fittedSize(for: square, columns: 0, rows: 10) == (0, 0))
    }

    @Test("the palette maps to the cube and the grey ramp")
    func paletteIndices() {
        #expect(Palette256.index(of: RGB(255, 0, 0)) == 196)
        #expect(Palette256.index(of: RGB(0, 0, 0)) == 16)
        #expect(Palette256.index(of: RGB(255, 255, 255)) == 231)
        #expect(Palette256.index(of: RGB(128, 128, 128)) == 244)
        #expect(Palette256.index(of: RGB(95, 135, 175)) == 16 + 36 * 1 + 6 * 2 + 3)
    }

    @Test(
        "the colour mode follows NO_COLOR, COLORTERM and TERM",
        arguments: [
            (["COLORTERM": "truecolor", "TERM": "xterm-256color"], ColorMode.trueColor),
            (["COLORTERM": "24bit"], .trueColor),
            (["COLORTERM": "TrueColor"], .trueColor),
            (["TERM": "tmux-256color"], .palette256),
            (["TERM": "xterm", "COLORTERM": "yes"], .ascii),
            (["TERM": "dumb"], .ascii),
            ([:], .ascii),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], .ascii),
            (["NO_COLOR": "", "COLORTERM": "truecolor"], .trueColor),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .ascii),
        ])
    func detect(environment: [String: String], expected: ColorMode) {
        #expect(ColorMode.detect(environment: environment) == expected)
    }
}
