import Pixels

/// Draws an image as terminal text: two pixels per character cell.
///
/// In colour, each cell is the upper half block `▀` with the foreground set to
/// the upper pixel and the background to the lower one, in 24-bit colour or in
/// the 256-colour palette. A colour is only re-sent when it changes along the
/// line, and each line ends with a reset. Without colour, each cell is an
/// ASCII character whose density follows the brightness of its two pixels,
/// from ` ` (dark) to `@` (light).
///
/// The image is first scaled to `columns` × `2 * rows` pixels; use
/// `fittedSize` to keep its proportions.
///
/// ```swift
/// let art = HalfBlockRenderer(mode: .trueColor).render(thumbnail, columns: 16, rows: 8)
/// for line in art { print(line) }   // prints 8 lines of 16 cells
/// ```
///
/// Book: `UIImageView`, with `-[UIImageView setImage:]`.
public struct HalfBlockRenderer: Sendable {
    /// The upper half block, `▀`.
    public static let upperHalfBlock = "\u{2580}"
    /// The ASCII shades, darkest first.
    public static let asciiShades = Array(" .:-=+*#%@")

    /// How colour is drawn.
    public var mode: ColorMode

    /// A renderer for `mode`.
    public init(mode: ColorMode) {
        self.mode = mode
    }

    /// The image as `rows` lines of `columns` cells (no line breaks included).
    public func render(_ image: Image, columns: Int, rows: Int) -> [String] {
        guard columns > 0, rows > 0 else { return [] }
        let scaled = image.scaled(width: columns, height: rows * 2)
        return (0..<rows).map { row in
            line(scaled, upper: row * 2, columns: columns)
        }
    }

    /// The largest cell size within `columns` × `rows` that keeps the image's
    /// proportions (a cell holds two square-ish pixels, one above the other).
    public static func fittedSize(for image: Image, columns: Int, rows: Int) -> (
        columns: Int, rows: Int
    ) {
        guard image.width > 0, image.height > 0, columns > 0, rows > 0 else { return (0, 0) }
        if columns * image.height <= 2 * rows * image.width {
            return (columns, max(1, (columns * image.height + image.width) / (2 * image.width)))
        }
        return (max(1, 2 * rows * image.width / image.height), rows)
    }

    /// The ASCII character for a cell of two pixels: denser for brighter
    /// pixels, from ` ` (black) to `@` (white).
    ///
    /// ```swift
    /// print(HalfBlockRenderer.shade(top: RGB(0, 0, 0), bottom: RGB(255, 255, 255)))   // prints =
    /// ```
    public static func shade(top: RGB, bottom: RGB) -> Character {
        let brightness = (top.luminance + bottom.luminance) / 2
        return asciiShades[brightness * asciiShades.count / 256]
    }

    private func line(_ image: Image, upper: Int, columns: Int) -> String {
        var text = ""
        var lastForeground: RGB?
        var lastBackground: RGB?
        for column in 0..<columns {
            let top = image.pixel(x: column, y: upper)
            let bottom = image.pixel(x: column, y: upper + 1)
            if mode == .ascii {
                text.append(Self.shade(top: top, bottom: bottom))
                continue
            }
            if top != lastForeground { text += ANSI.foreground(top, mode: mode) }
            if bottom != lastBackground { text += ANSI.background(bottom, mode: mode) }
            text += Self.upperHalfBlock
            lastForeground = top
            lastBackground = bottom
        }
        return mode == .ascii ? text : text + ANSI.reset
    }
}
