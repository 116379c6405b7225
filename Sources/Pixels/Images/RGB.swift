/// One pixel's colour: red, green and blue, each 0–255.
///
/// ```swift
/// let orange = RGB(255, 128, 0)
/// print(orange)   // prints rgb(255, 128, 0)
/// ```
///
/// Book: a pixel of a `UIImage`.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8

    /// Creates a colour from its three components.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Perceived brightness, 0 (black) to 255 (white), with the Rec. 601 weights.
    public var luminance: Int {
        (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000
    }

    /// `rgb(r, g, b)`.
    public var description: String { "rgb(\(red), \(green), \(blue))" }
}
