/// A decoded picture: its size and its pixels as RGB bytes, row by row.
///
/// `pixels` holds `width * height * 3` bytes: red, green and blue for the
/// top-left pixel, then the next pixel to the right, and so on, row after row.
/// Decode one from a binary PPM file with `PPM.decode(_:)`.
///
/// ```swift
/// let image = Image(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255])!
/// print(image.pixel(x: 0, y: 1))   // prints rgb(0, 0, 255)
/// ```
///
/// Book: `UIImage`, made with `+[UIImage imageWithData:]`.
public struct Image: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 3` bytes: R, G, B for each pixel, row by row.
    public let pixels: [UInt8]

    /// Creates an image, or `nil` if the sizes are negative or `pixels` does not
    /// hold exactly `width * height * 3` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (count, countOverflow) = area.multipliedReportingOverflow(by: 3)
        guard !areaOverflow, !countOverflow, count == pixels.count else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one colour.
    public init(width: Int, height: Int, filledWith color: RGB) {
        self.width = max(0, width)
        self.height = max(0, height)
        let one = [color.red, color.green, color.blue]
        self.pixels = Array((0..<(self.width * self.height)).map { _ in one }.joined())
    }

    /// The colour at column `x`, row `y` (0-based, from the top left).
    ///
    /// Coordinates outside the image are clamped to its edge, so any `x` and `y`
    /// are safe. An empty image answers black.
    public func pixel(x: Int, y: Int) -> RGB {
        guard width > 0, height > 0 else { return RGB(0, 0, 0) }
        let column = min(max(x, 0), width - 1)
        let row = min(max(y, 0), height - 1)
        let offset = (row * width + column) * 3
        return RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}
