import Synchronization

extension Narrator {
    /// The block for a marble diagram of `lines` running to `end`: each
    /// line's recorded events, and the diagram as a terminal narrator of the
    /// same width, notes and language draws it, for its text alternative.
    ///
    /// ```swift
    /// let block = page.diagram([line], until: 0, ticks: true, end: 6)
    /// // .marbles(MarbleDiagram(lines: [...], end: 6, text: ["    tick   0    5", ...]))
    /// ```
    func diagram(_ lines: [MarbleLine], until: Int, ticks: Bool, end: Int) -> Block {
        let text = Mutex("")
        let terminal = Narrator(
            width: width, colour: false, apparatus: apparatus, language: language
        ) { line in text.withLock { $0 += line } }
        terminal.marbles(lines, until: until, ticks: ticks)
        let drawn = text.withLock { $0 }.split(separator: "\n").map(String.init)
        return .marbles(
            MarbleDiagram(
                lines: lines.map {
                    MarbleDiagram.Line(label: $0.label, marks: $0.marks.map(described))
                },
                end: end, text: drawn))
    }

    /// `mark` with the words a picture shows for it: a value's own
    /// description where it is short and, in Chinese, only a symbol's
    /// spelling; otherwise what the chapter's legend says its symbol means
    /// (a button's state in English, an image's thousands of pixels).
    private func described(_ mark: MarbleMark) -> MarbleMark {
        guard case .value(let symbol, let description) = mark.kind,
            let meaning = apparatus?.legend.entry(for: symbol)?.meaning(in: language)
        else { return mark }
        // Void's `()`, a run's own one-letter script name for a value drawn
        // with another symbol, and a description the meaning starts with
        // (nil) say nothing more.
        let plain =
            description == "()" || description.count == 1 && description != String(symbol)
            || meaning.hasPrefix(description)
        // In Chinese, a value of one word (swift, 42) but not an English phrase.
        let short = description.count <= 40 && (language == .english || !description.contains(" "))
        let shown =
            plain || !short
            ? meaning
            : language == .chinese && description != String(symbol)
                ? meaning + "（" + description + "）" : description
        return MarbleMark(tick: mark.tick, .value(symbol: symbol, description: shown))
    }
}
