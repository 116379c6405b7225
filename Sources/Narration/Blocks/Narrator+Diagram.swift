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
                lines: lines.map { MarbleDiagram.Line(label: $0.label, marks: $0.marks) },
                end: end, text: drawn))
    }
}
