/// Pieces of a `--plain` transcript that the apparatus tests read: sections,
/// table rows, marble diagrams.
extension ChapterProgram {
    /// Each section of the full `--plain` run, keyed by its title, in order.
    func sections() throws -> [(title: String, text: String)] {
        let titles = try sectionTitles()
        let pieces = try SectionedTranscript(plainRun().standardOutput, count: titles.count)
        return Array(zip(titles, pieces.sections))
    }

    /// The chapter's own sections, without the closing glossary and exercises.
    func contentSections() throws -> [(title: String, text: String)] {
        try sections().filter { !SectionTitles.closing.contains($0.title) }
    }

    /// The text of the glossary section.
    func glossary() throws -> String {
        try sections().first { $0.title == "Glossary · 术语表" }?.text ?? ""
    }
}

/// The cells of each row of the table whose header row starts with `header`:
/// the pieces of each line between runs of two or more spaces, with a last
/// cell the page wrapped joined back into one.
func tableCells(_ text: String, header: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  " + header) }) else { return [] }
    var rows: [[String]] = []
    for line in lines[(start + 2)...].prefix(while: { !$0.isEmpty }) {
        let cells = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        // A row whose first cell is empty goes on with the last cell of the row above.
        if line.hasPrefix("   "), let previous = rows.last?.last, let more = cells.first {
            let narrow = previous.last?.isASCII == true && more.first?.isASCII == true
            rows[rows.count - 1][rows[rows.count - 1].count - 1] =
                previous + (narrow ? " " : "") + more
        } else {
            rows.append(cells)
        }
    }
    return rows
}
