/// How a piece of text in a frame looks: bold, dim, reversed, or any mix.
///
/// Styles are attributes, not colours: the terminal app uses them in every
/// colour mode, and a frame printed as plain text drops them (so whatever a
/// style shows must also be visible in the characters, such as the `>`
/// before the selected photo).
///
/// ```swift
/// var frame = Frame(columns: 20, rows: 1)
/// frame.write("Popular on 500px", row: 0, column: 0, style: [.bold, .reverse])
/// ```
///
/// Book: the fonts and highlight colours of the book's UIKit views.
public struct TextStyle: OptionSet, Sendable, Hashable {
    /// The bits of the options.
    public let rawValue: UInt8

    /// A style from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold text, for titles.
    public static let bold = TextStyle(rawValue: 1)
    /// Dim text, for what cannot be used right now (a disabled button).
    public static let dim = TextStyle(rawValue: 2)
    /// Reverse video, for the title bar and the selection.
    public static let reverse = TextStyle(rawValue: 4)

    /// The escape sequence that resets the terminal, then switches this style on.
    var escapeSequence: String {
        var codes = ["0"]
        if contains(.bold) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.reverse) { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
