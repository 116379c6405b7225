import TerminalText

extension Frame {
    /// The title bar on the first row: `title` on the left, `right` on the
    /// right, bold on reverse video across the whole width.
    ///
    /// ```swift
    /// frame.titleBar("Popular on 500px", right: "1 of 14")
    /// ```
    ///
    /// Book: the navigation bar's title
    public mutating func titleBar(_ title: String, right: String = "") {
        let style: TextStyle = [.bold, .reverse]
        write("", row: 0, column: 0, width: columns, style: style)
        let rightWidth = right.isEmpty ? 0 : right.terminalColumns + 2
        write(" " + title, row: 0, column: 0, width: max(0, columns - rightWidth), style: style)
        if !right.isEmpty {
            write(
                right + " ", row: 0, column: max(0, columns - right.terminalColumns - 1),
                style: style)
        }
    }

    /// The key help on the last row, e.g. `←→ page · Enter details · q quit`.
    public mutating func footer(_ keys: [KeyHelp]) {
        let text = keys.map { "\($0.keys) \($0.action)" }.joined(separator: " · ")
        write(" " + text, row: rows - 1, column: 0, width: columns, style: .dim)
    }
}
