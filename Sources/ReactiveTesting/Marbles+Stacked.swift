import Reactive

extension Marbles {
    /// Draws recorded events one column per tick, stacking the events of a
    /// busy tick in that tick's column, so every column stays under its tick.
    ///
    /// The first row holds each tick's first event, or `-` for a tick with
    /// none. Each further row holds the next event of the ticks that had more,
    /// in the order they were recorded, and a space elsewhere (trailing spaces
    /// are dropped). As with `render`, the line ends at the terminal event, or
    /// runs on to `until` for a signal still open, and each value is drawn by
    /// `symbol`, `*` where it gives nothing.
    ///
    /// Where `render` writes a group, `(abc|)`, which takes five columns for
    /// one tick, this keeps one column per tick at the cost of more rows:
    ///
    /// ```swift
    /// let records: [Recorded<String>] = [
    ///     .next(1, "a"), .next(1, "b"), .completed(1),
    /// ]
    /// print(Marbles.renderStacked(records).joined(separator: "\n"))
    /// // prints
    /// // -a
    /// //  b
    /// //  |
    /// ```
    ///
    /// Book: none; the book draws its marble diagrams by hand
    public static func renderStacked<Value>(
        _ records: [Recorded<Value>], until end: Int? = nil,
        symbol: (Value) -> Character? = defaultSymbol
    ) -> [String] {
        let sorted = records.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        let terminal = sorted.first { $0.event.isTerminal }?.time
        let last = terminal.map { $0 + 1 } ?? max(end ?? 0, (sorted.last?.time ?? -1) + 1)
        var columns: [[String]] = Array(repeating: [], count: max(0, last))
        for record in sorted where record.time >= 0 && record.time < last {
            columns[record.time].append(character(for: record.event, symbol))
        }
        let depth = columns.map(\.count).max() ?? 0
        var rows = [columns.map { $0.first ?? "-" }.joined()]
        for row in stride(from: 1, to: depth, by: 1) {
            var text = columns.map { $0.count > row ? $0[row] : " " }.joined()
            while text.last == " " { text.removeLast() }
            rows.append(text)
        }
        return rows
    }
}
