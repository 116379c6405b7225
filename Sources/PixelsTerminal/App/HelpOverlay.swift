import TerminalText
import WorkbookKit

/// The box of keys that `?` shows over the screen.
///
/// ```swift
/// HelpOverlay(screen: .photo, keys: pager.keyHelp).draw(into: &frame)
/// ```
///
/// Book: none; a touch screen needs no list of keys
struct HelpOverlay {
    /// The screen on show.
    let screen: ScreenKind
    /// Its keys.
    let keys: [KeyHelp]
    var language = Language.english

    /// Every line of the box's text: the screen's keys, then the window's.
    var lines: [String] {
        let all =
            keys + [
                KeyHelp("?", text(en: "show or hide these keys", zh: "显示或隐藏这些按键")),
                KeyHelp("q", text(en: "quit", zh: "退出")),
                KeyHelp("Ctrl-C", text(en: "quit at once", zh: "立即退出")),
            ]
        let width = all.map(\.keys.terminalColumns).max() ?? 0
        return [text(en: "Keys on \(screen)", zh: "\(screen.name.zh)的按键"), ""]
            + all.map {
                $0.keys + String(repeating: " ", count: width - $0.keys.terminalColumns + 2)
                    + $0.action
            }
    }

    /// Draws the box in the middle of `frame`.
    private func text(en: String, zh: String) -> String {
        Bilingual(en: en, zh: zh).text(in: language)
    }

    func draw(into frame: inout Frame) {
        let lines = lines
        let width = min(frame.columns, (lines.map(\.terminalColumns).max() ?? 0) + 6)
        let height = min(frame.rows, lines.count + 2)
        let row = max(0, (frame.rows - height) / 2)
        let column = max(0, (frame.columns - width) / 2)
        frame.box(row: row, column: column, columns: width, rows: height)
        for (offset, line) in lines.enumerated() where offset + 1 < height - 1 {
            frame.write(
                line, row: row + 1 + offset, column: column + 3, width: width - 6,
                style: offset == 0 ? .bold : [])
        }
    }
}
