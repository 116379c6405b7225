import ReactiveTesting

extension Narrator {
    /// A marble diagram: the lines under one another, their labels padded to one width.
    ///
    /// Unfinished timelines run on to the latest event of any line, or to
    /// `until` if that is later, so the columns of all lines are the same ticks.
    /// With `ticks`, a ruler above the lines numbers every fifth tick:
    ///
    /// ```
    ///     tick   0    5
    ///     input  -a-b-c|
    /// ```
    ///
    /// With an apparatus every diagram has the ruler and keeps one column per
    /// tick: the events of a busy tick are stacked in its column, one under
    /// another in the order they came, on rows of their own. The meanings of
    /// the symbols used follow, from the chapter's legend:
    ///
    /// ```
    ///     tick    0    5
    ///     header  -----h
    ///                  |
    ///     key: - a tick with nothing to show · a–z a text · | completed ·
    ///       stacked symbols: one tick's events, in order
    /// ```
    public func marbles(_ lines: [MarbleLine], until: Int = 0, ticks: Bool = false) {
        let end = max(until, lines.map(\.end).max() ?? 0)
        if isRecording {
            _ = record(diagram(lines, until: until, ticks: ticks, end: end))
            return
        }
        if let apparatus {
            stackedMarbles(lines, end: end, legend: apparatus.legend)
            return
        }
        let labelWidth = max(ticks ? 4 : 0, lines.map(\.label.displayWidth).max() ?? 0)
        let drawn = lines.map { ($0.label, $0.draw(end)) }
        blank()
        if ticks {
            let length = drawn.map(\.1.count).max() ?? 0
            line(
                "    "
                    + Style.dim.apply(
                        text(en: "tick", zh: "时刻").padded(to: labelWidth) + "  " + ruler(length),
                        colour: colour))
        }
        for (label, timeline) in drawn {
            let label = Style.bold.apply(label.padded(to: labelWidth), colour: colour)
            line("    " + label + "  " + Style.output.apply(timeline, colour: colour))
        }
    }

    /// A marble diagram of the given lines; see `marbles(_:until:ticks:)`.
    public func marbles(_ lines: MarbleLine..., until: Int = 0, ticks: Bool = false) {
        marbles(lines, until: until, ticks: ticks)
    }

    /// The diagram with a ruler, one column per tick, and its key.
    private func stackedMarbles(_ lines: [MarbleLine], end: Int, legend: MarbleLegend) {
        let labelWidth = max(4, lines.map(\.label.displayWidth).max() ?? 0)
        let drawn = lines.map { ($0.label, $0.rows(end)) }
        let symbols = Set(drawn.flatMap(\.1).joined().filter { $0 != " " })
        for symbol in symbols where legend.entry(for: symbol) == nil {
            preconditionFailure("the chapter's marble legend does not explain '\(symbol)'")
        }
        let length = drawn.flatMap(\.1).map(\.count).max() ?? 0
        let indent = "    " + String(repeating: " ", count: labelWidth + 2)
        blank()
        line(
            "    "
                + Style.dim.apply(
                    text(en: "tick", zh: "时刻").padded(to: labelWidth) + "  " + ruler(length),
                    colour: colour))
        for (label, rows) in drawn {
            let label = Style.bold.apply(label.padded(to: labelWidth), colour: colour)
            for (index, row) in rows.enumerated() {
                line(
                    (index == 0 ? "    " + label + "  " : indent)
                        + Style.output.apply(row, colour: colour))
            }
        }
        let used = legend.entries.filter { !$0.covering.isDisjoint(with: symbols) }
        var items = used.map { ($0.shown(in: language), $0.meaning(in: language)) }
        if drawn.contains(where: { $0.1.count > 1 }) {
            items.append(
                language == .chinese
                    ? ("上下叠放的符号", "同一刻的多个事件，按先后排列")
                    : ("stacked", "symbols: one tick's events, in order"))
        }
        for (index, text) in key(items).enumerated() {
            line((index == 0 ? "    " : "      ") + Style.dim.apply(text, colour: colour))
        }
    }

    /// The key's lines: `key:`, then each symbol and its meaning, joined by
    /// " · " (in Chinese "；") and wrapped between words, never between a symbol and the first
    /// word of its meaning.
    private func key(_ items: [(shown: String, meaning: String)]) -> [String] {
        var words: [String] = [text(en: "key:", zh: "图例：")]
        // Chinese ends each entry with "；" on its last word, so that no
        // separator can start or end a line on its own.
        let separator = language == .chinese ? "；" : " ·"
        for (index, item) in items.enumerated() {
            var meaning = item.meaning.split(separator: " ").map(String.init)
            if index < items.count - 1 { meaning[meaning.count - 1] += separator }
            words.append(item.shown + " " + meaning[0])
            words += meaning.dropFirst()
        }
        if language == .chinese, words.count > 1 {
            // No space after the full-width colon.
            words[0...1] = [words[0] + words[1]]
        }
        var lines = [""]
        for word in words {
            let indent = lines.count == 1 ? 4 : 6
            // Nothing follows a full-width "；" but the next word.
            let space = lines[lines.count - 1].hasSuffix("；") ? "" : " "
            if lines[lines.count - 1].isEmpty {
                lines[lines.count - 1] = word
            } else if indent + lines[lines.count - 1].displayWidth + space.count
                + word.displayWidth <= width
            {
                lines[lines.count - 1] += space + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }

    /// Every fifth tick's number, at its column: `0    5    10`.
    private func ruler(_ length: Int) -> String {
        stride(from: 0, to: length, by: 5).reduce("") { text, tick in
            text.padded(to: tick) + String(tick)
        }
    }
}
