import Bridge
import TerminalText

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
            en: """
                The same concepts in the other libraries a reader of the book may \
                maintain now, and in the Swift toolchain, from the workbook's bridge \
                table (\(Bridge.articlePath), whose rows are the data in Sources/Bridge):
                """,
            zh: """
                下面是同样的概念在其他库和 Swift 工具链里的写法；本书的读者如今维护的代码，\
                用的可能就是这些库。摘自本练习册的对照表（\(Bridge.articlePath)，\
                表中各行的数据在 Sources/Bridge 里）：
                """)
        for row in rows { bridgeRow(row) }
        guard !others.isEmpty else { return }
        say(
            en: "The table has this chapter's other \(others.count) rows too: "
                + others.map(\.concept).joined(separator: ", ") + ".",
            zh: "对照表里还有本章的另外 \(others.count) 行："
                + others.map(\.chineseConcept).joined(separator: "、") + "。")
    }

    private func bridgeRow(_ row: BridgeRow) {
        let chinese = language == .chinese
        let sameAsBook = text(en: BridgeRow.sameAsBook, zh: "同 RAC2")
        let cell = { (value: String) in chinese ? BridgeRow.chinese(value) : value }
        var cells = [
            ("RAC2", cell(row.book)),
            (
                "ReactiveObjC 3",
                row.reactiveObjC == BridgeRow.sameAsBook ? sameAsBook : cell(row.reactiveObjC)
            ),
            (
                text(en: "this library", zh: "本库"),
                row.workbook.map { "`\($0)`" }.joined(separator: chinese ? "、" : ", ")
            ),
            ("ReactiveSwift", cell(row.reactiveSwift)), ("RxSwift", cell(row.rxSwift)),
            ("Combine", cell(row.combine)), ("Swift", cell(row.swift)),
        ]
        if !row.differs.isEmpty {
            cells.append(
                chinese && !row.chineseDiffers.isEmpty
                    ? ("不同之处", row.chineseDiffers) : ("differs", row.differs))
        }
        let concept = chinese ? row.chineseConcept : row.concept
        if record(.table(header: [concept, ""], rows: cells.map { [$0.0, $0.1] })) { return }
        let labelWidth = cells.map(\.0.displayWidth).max() ?? 0
        let indent = String(repeating: " ", count: 4 + labelWidth + 2)
        blank()
        line("  " + Style.bold.apply(concept, colour: colour))
        for (label, value) in cells {
            let measure = max(20, width - indent.count)
            let lines =
                chinese && value.contains(where: { $0.terminalColumns == 2 })
                ? value.lines(fittingColumns: measure) : wrap(value, width: measure).flatMap { $0 }
            for (index, text) in lines.enumerated() {
                line((index == 0 ? "    " + label.padded(to: labelWidth) + "  " : indent) + text)
            }
        }
    }
}
