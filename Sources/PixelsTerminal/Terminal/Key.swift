/// One key press, as the Pixels app understands it.
///
/// ```swift
/// var parser = KeyParser()
/// print(parser.parse(Array("\u{1B}[Cq".utf8)))   // prints [right, q]
/// ```
///
/// Book: (none; the book's app gets taps and swipes)
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right
    /// Home
    case home
    /// End
    case end
    /// Page Up
    case pageUp
    /// Page Down
    case pageDown
    /// Delete (forward)
    case delete
    /// Enter or Return.
    case enter
    /// Escape, alone.
    case escape
    /// Backspace.
    case backspace
    /// Tab.
    case tab
    /// A printable character, e.g. `q` or `é`.
    case character(Character)
    /// Ctrl plus a letter, e.g. `.control("c")` for Ctrl-C.
    case control(Character)

    /// A short readable name: `up`, `enter`, `q`, `ctrl-c`.
    public var description: String {
        switch self {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "page-up"
        case .pageDown: return "page-down"
        case .delete: return "delete"
        case .enter: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .tab: return "tab"
        case .character(let character): return String(character)
        case .control(let letter): return "ctrl-\(letter)"
        }
    }
}
