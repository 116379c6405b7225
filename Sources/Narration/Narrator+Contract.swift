import TerminalText

extension Narrator {
    /// A signal's contract, under the name of the function that returns it.
    ///
    /// The lines are the ones `Contract.lines` gives, indented under the name.
    /// A line wider than the page breaks between its fields, and a field wider
    /// than the page wraps between words, each continuation indented further.
    /// With an apparatus, a `Source:` line names the file the contract, and
    /// the function it describes, are written in.
    ///
    /// ```swift
    /// page.contract(TextField.textContract, of: "TextField.textSignal")
    /// // prints
    /// //   TextField.textSignal
    /// //   Contract: hot · values: String · errors: none
    /// //     completes: when the text field is released · fails: never
    /// //     scheduler: … · multicast: …
    /// ```
    ///
    /// Book: no equivalent; the book explains each signal's behaviour in prose.
    public func contract(_ contract: Contract, of function: String) {
        let source = apparatus == nil ? nil : packagePath(of: contract.file)
        let lines = contract.fieldLines(in: language)
        if record(.contract(function: function, lines: lines, source: source)) { return }
        blank()
        line("  " + Style.bold.apply(function, colour: colour))
        for (index, fields) in contract.fieldLines(in: language).enumerated() {
            let indent = index == 0 ? "  " : "    "
            for text in fitted(fields, indent: indent) {
                line(Style.contract.apply(text, colour: colour))
            }
        }
        if apparatus != nil {
            let source = sourceLabel + packagePath(of: contract.file)
            line("  " + Style.book.apply(source, colour: colour))
        }
    }

    /// `fields` joined by " · " into lines that fit the width, the first line
    /// starting at `indent` and the rest four spaces in.
    private func fitted(_ fields: [String], indent: String) -> [String] {
        var lines: [String] = []
        var start = indent
        var current = ""  // the fields on the line being filled
        func close() {
            guard !current.isEmpty else { return }
            lines.append(start + current)
            start = "    "
            current = ""
        }
        for field in fields {
            let joined = current.isEmpty ? field : current + " · " + field
            if (start + joined).displayWidth <= width {
                current = joined
                continue
            }
            close()
            if (start + field).displayWidth <= width {
                current = field
                continue
            }
            // A field too wide for a line of its own wraps between its words.
            let room = width - start.displayWidth - 2
            let pieces =
                language == .chinese
                ? field.lines(fittingColumns: room) : wrap(field, width: room).flatMap { $0 }
            for (index, piece) in pieces.enumerated() {
                lines.append((index == 0 ? start : start + "  ") + piece)
            }
            start = "    "
        }
        close()
        return lines
    }
}
