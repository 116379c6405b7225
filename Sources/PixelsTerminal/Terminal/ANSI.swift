import Pixels

/// The terminal escape sequences the Pixels app uses, by name.
///
/// ```swift
/// print(ANSI.moveTo(row: 1, column: 1) + "top left", terminator: "")
/// ```
///
/// Book: (none; UIKit draws the book's views)
public enum ANSI {
    /// The escape character that starts every sequence.
    public static let escape = "\u{1B}"
    /// Back to the default colours and style.
    public static let reset = "\u{1B}[0m"
    /// Clears the whole screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Clears from the cursor to the end of the line.
    public static let clearLine = "\u{1B}[K"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen, leaving the shell's screen untouched.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the shell's screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Reverse video, for the selection.
    public static let reverse = "\u{1B}[7m"
    /// Bold text.
    public static let bold = "\u{1B}[1m"

    /// Moves the cursor to a 1-based row and column.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(max(1, row));\(max(1, column))H"
    }

    /// Sets the text (foreground) colour in `mode`; empty in ASCII mode.
    public static func foreground(_ color: RGB, mode: ColorMode) -> String {
        switch mode {
        case .trueColor: return "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
        case .palette256: return "\u{1B}[38;5;\(Palette256.index(of: color))m"
        case .ascii: return ""
        }
    }

    /// Sets the background colour in `mode`; empty in ASCII mode.
    public static func background(_ color: RGB, mode: ColorMode) -> String {
        switch mode {
        case .trueColor: return "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
        case .palette256: return "\u{1B}[48;5;\(Palette256.index(of: color))m"
        case .ascii: return ""
        }
    }
}
