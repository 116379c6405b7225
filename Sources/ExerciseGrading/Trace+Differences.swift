import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Trace {
    /// The parts that differ from `expected`, each drawn as expected above
    /// got, in `language`.
    public func differences(from expected: Trace, in language: Language = .english) -> [String] {
        var names = expected.parts.map(\.name)
        names += parts.map(\.name).filter { !names.contains($0) }
        return names.flatMap { name -> [String] in
            let want = expected[name]
            let got = self[name]
            guard want != got else { return [] }
            switch (want, got) {
            case (.spans(let want)?, .spans(let got)?):
                let lines = spanLines(of: name, expected: want, got: got, in: language)
                return lines.prefix(1) + lines.dropFirst().map { "  " + $0 }
            case (.timeline(let want)?, .timeline(let got)?):
                return [TraceWords.heading(name, in: language)]
                    + timelineLines(want, got, in: language)
            default:
                let nothing = language.pick("(nothing)", "（无）")
                func words(_ content: Content?) -> String {
                    content.map { TraceWords.fact(Self.words($0), in: language) } ?? nothing
                }
                return [
                    TraceWords.heading(name, in: language),
                    "  " + Labels.expected(language) + words(want),
                    "  " + Labels.got(language) + words(got),
                ]
            }
        }
    }

    private static func words(_ content: Content) -> String {
        switch content {
        case .fact(let fact): fact
        case .timeline(let events): Marbles.render(events)
        case .spans(let spans): spans.map(\.description).joined(separator: ", ")
        }
    }
}

/// Two timelines of labels, aligned, the first difference marked, and a
/// legend for labels longer than one character, or blank.
private func timelineLines(
    _ expected: [Recorded<String>], _ got: [Recorded<String>], in language: Language
) -> [String] {
    // A label draws as itself if it is one character that shows.
    func isOwnSymbol(_ value: String) -> Bool {
        value.count == 1 && value.first?.isWhitespace == false
    }
    var named: [String] = []
    for value in (expected + got).compactMap(\.event.value) where !isOwnSymbol(value) {
        if !named.contains(value) { named.append(value) }
    }
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    func symbol(_ value: String) -> Character? {
        guard !isOwnSymbol(value) else { return value.first }
        let index = named.firstIndex(of: value) ?? alphabet.count
        return index < alphabet.count ? alphabet[index] : "*"
    }
    let end = ((expected + got).map(\.time).max() ?? 0) + 1
    let nothing = language.pick("   (nothing)", "   （无）")
    let top = Marbles.render(expected, until: end, symbol: symbol)
    let bottom = Marbles.render(got, until: end, symbol: symbol)
    let column =
        zip(top, bottom).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(top.count, bottom.count)
    var lines = drawnAbove(
        top + (expected.isEmpty ? nothing : ""), bottom + (got.isEmpty ? nothing : ""),
        column: column, in: language)
    if top == bottom {
        // The same drawing: the events differ only in what they carry, such as an error's text.
        lines += eventLists("\(expected)", "\(got)", in: language)
    }
    if !named.isEmpty {
        let legend = named.enumerated().map { index, value in
            "\(index < alphabet.count ? alphabet[index] : "*") = "
                + TraceWords.label(shownLabel(value), in: language)
        }
        lines += legendLines(legend, indent: "  ", in: language)
    }
    return lines
}
