import Bridge

extension Narrator {
    /// Rows of the bridge table, each as a small table of its own: the
    /// concept, then one line per library, then where they differ. Then the
    /// concepts of `others`, the chapter's rows that only the article shows.
    ///
    /// A value too wide for the page wraps under itself.
    ///
    /// ```
    ///   Skip repeats
    ///     RAC2            `-distinctUntilChanged`
    ///     ReactiveObjC 3  same as RAC2
    ///     this library    `distinctUntilChanged()`
    ///     ReactiveSwift   `skipRepeats()`
    /// ```
    ///
    /// Book: no equivalent; the book teaches ReactiveCocoa 2 alone.
    func bridge(_ rows: [BridgeRow], others: [BridgeRow]) {
        say(
            """
            The same concepts in the other libraries a reader of the book may \
            maintain now, and in the Swift toolchain, from the workbook's bridge \
            table (\(Bridge.articlePath), whose rows are the data in Sources/Bridge):
            """)
        for row in rows { bridgeRow(row) }
        guard !others.isEmpty else { return }
        let concepts = others.map(\.concept).joined(separator: ", ")
        say("The table has this chapter's other \(others.count) rows too: \(concepts).")
    }

    private func bridgeRow(_ row: BridgeRow) {
        var cells = [
            ("RAC2", row.book), ("ReactiveObjC 3", row.reactiveObjC),
            ("this library", row.workbook.map { "`\($0)`" }.joined(separator: ", ")),
            ("ReactiveSwift", row.reactiveSwift), ("RxSwift", row.rxSwift),
            ("Combine", row.combine), ("Swift", row.swift),
        ]
        if !row.differs.isEmpty { cells.append(("differs", row.differs)) }
        let labelWidth = cells.map(\.0.displayWidth).max() ?? 0
        let indent = String(repeating: " ", count: 4 + labelWidth + 2)
        blank()
        line("  " + Style.bold.apply(row.concept, colour: colour))
        for (label, value) in cells {
            let lines = wrap(value, width: max(20, width - indent.count)).flatMap { $0 }
            for (index, text) in lines.enumerated() {
                line((index == 0 ? "    " + label.padded(to: labelWidth) + "  " : indent) + text)
            }
        }
    }
}
