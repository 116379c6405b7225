import Foundation

/// How many colours the terminal can show, which decides how images are drawn.
///
/// `detect(environment:)` reads the usual variables: `NO_COLOR` (set and not
/// empty; set but empty changes nothing) and `TERM=dumb` mean no colour at
/// all; `COLORTERM=truecolor` or `24bit` means 24-bit
/// colour; a `TERM` containing `256color` means the xterm 256-colour palette;
/// anything else gets plain ASCII shading. Pass a mode explicitly to pin it
/// (tests do).
///
/// ```swift
/// print(ColorMode.detect(environment: ["COLORTERM": "truecolor"]))   // prints trueColor
/// print(ColorMode.detect(environment: ["TERM": "tmux-256color"]))    // prints palette256
/// print(ColorMode.detect(environment: ["NO_COLOR": "1"]))            // prints ascii
/// ```
///
/// Book: (none; the book's `UIImageView` always has colour)
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour: `ESC[38;2;R;G;Bm`.
    case trueColor
    /// The xterm 256-colour palette: `ESC[38;5;Nm`.
    case palette256
    /// No escape codes at all: brightness drawn with ASCII characters.
    case ascii

    /// The mode the environment asks for (see the type's description).
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .ascii }
        if environment["TERM"] == "dumb" { return .ascii }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if environment["TERM"]?.contains("256color") == true { return .palette256 }
        return .ascii
    }
}
