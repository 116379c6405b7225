import WorkbookKit

extension Narrator {
    /// A table with a header row, its columns lined up (Chinese counts as double width).
    ///
    /// Rows shorter than the header are padded with empty cells.
    ///
    /// ```swift
    /// page.table(["English", "中文"], [["map", "映射"], ["filter", "过滤"]])
    /// // prints
    /// //   English  中文
    /// //   ───────  ────
    /// //   map      映射
    /// //   filter   过滤
    /// ```
    ///
    /// A table wider than the page wraps its last column, each cell's
    /// further lines under the cell's first.
    public func table(_ header: [String], _ rows: [[String]]) {
        if record(.table(header: header, rows: rows)) { return }
        let columns = ([header] + rows).map(\.count).max() ?? 0
        let cells = ([header] + rows).map { $0 + Array(repeating: "", count: columns - $0.count) }
        var widths = (0..<columns).map { column in
            cells.map { $0[column].displayWidth }.max() ?? 0
        }
        let before = 2 + widths.dropLast().reduce(0) { $0 + $1 + 2 }
        let room = width - before
        let wraps = columns > 1 && before + (widths.last ?? 0) > width && room >= 12
        if wraps { widths[columns - 1] = room }
        let rule = widths.map { String(repeating: "─", count: $0) }
        blank()
        line(render(cells[0], widths: widths, style: .bold))
        line(render(rule, widths: widths, style: .dim))
        for row in cells.dropFirst() {
            guard wraps, let last = row.last, last.displayWidth > room else {
                line(render(row, widths: widths, style: nil))
                continue
            }
            let language: Language = last.displayWidth > last.count ? .chinese : .english
            for (index, piece) in lines(of: last, in: language, width: room).enumerated() {
                let lead = index == 0 ? row.dropLast() : Array(repeating: "", count: columns - 1)
                line(render(lead + [piece], widths: widths, style: nil))
            }
        }
    }

    private func render(_ row: [String], widths: [Int], style: Style?) -> String {
        let padded = zip(row, widths).enumerated().map { column, cellAndWidth in
            let (cell, width) = cellAndWidth
            let text = column == row.count - 1 ? cell : cell.padded(to: width)
            return style.map { $0.apply(text, colour: colour) } ?? text
        }
        return "  " + padded.joined(separator: "  ")
    }

    /// The glossary's table, each row a term: laid out as `table` lays it out,
    /// and on a web page, each row the target of the term's links.
    func glossaryTable(_ header: [String], _ rows: [[String]]) {
        if record(.glossary(header: header, rows: rows)) { return }
        table(header, rows)
    }
}
