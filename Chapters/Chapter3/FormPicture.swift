import Narration

/// A small form drawn as a box of text, for `Narrator.picture(_:)`.
///
/// Each row is a list of pieces, some tinted; beside the box, a note says in
/// words what the tints show, so the picture reads the same without colour.
///
/// ```swift
/// let form = FormPicture(title: "Sign up", rows: [
///     .init([("E-mail  ", nil), ("ash@", .green)], note: "text green")
/// ])
/// page.picture(form.lines(on: page))
/// // prints
/// //     ┌ Sign up ──────────────────────┐
/// //     │ E-mail  ash@                  │  text green
/// //     └───────────────────────────────┘
/// ```
///
/// Book: the screenshots of the book's example forms.
struct FormPicture {
    /// One line inside the box, and its note beside it.
    struct Row {
        /// The pieces of text, each with a tint or none.
        let pieces: [(text: String, tint: Tint?)]
        /// Words beside the box, such as "button enabled".
        let note: String

        init(_ pieces: [(text: String, tint: Tint?)], note: String = "") {
            self.pieces = pieces
            self.note = note
        }

        /// A row of plain text.
        init(_ text: String, note: String = "") {
            self.init([(text, nil)], note: note)
        }

        var width: Int {
            pieces.map(\.text.displayWidth).reduce(0, +)
        }
    }

    /// The words on the box's top edge.
    let title: String
    /// The lines inside the box.
    let rows: [Row]
    /// The narrowest the inside of the box may be, so pictures of one form line up.
    var minimumWidth = 30

    /// The picture's lines, with tints applied if `page` is in colour.
    func lines(on page: Narrator) -> [String] {
        let inside = max(minimumWidth, title.displayWidth + 3, (rows.map(\.width).max() ?? 0) + 2)
        let top = "┌ \(title) " + String(repeating: "─", count: inside - title.displayWidth - 2)
        var lines = [top + "┐"]
        for row in rows {
            let shown = row.pieces.map { piece in
                piece.tint.map { page.tinted(piece.text, $0) } ?? piece.text
            }
            let padding = String(repeating: " ", count: inside - 1 - row.width)
            let note = row.note.isEmpty ? "" : "  " + row.note
            lines.append("│ " + shown.joined() + padding + "│" + note)
        }
        lines.append("└" + String(repeating: "─", count: inside) + "┘")
        return lines
    }
}
