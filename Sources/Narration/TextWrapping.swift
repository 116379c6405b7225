import TerminalText

/// Breaks prose into lines of at most `width` terminal columns.
///
/// Blank lines separate paragraphs; inside a paragraph, line breaks and runs of
/// spaces count as one space, so narration can be written as a multi-line
/// string literal. A word wider than the line gets a line to itself, or,
/// if it is Chinese without spaces (a quotation), lines of its own.
///
/// ```swift
/// print(wrap("one two three", width: 7))   // prints ["one two", "three"]
/// ```
func wrap(_ text: String, width: Int) -> [[String]] {
    paragraphs(of: text).map { spaced in
        let words = spaced.flatMap { word in
            word.displayWidth > width ? word.lines(fittingColumns: width) : [word]
        }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0  // line.displayWidth, kept as the line grows
        for word in words {
            let wordWidth = word.displayWidth
            if line.isEmpty {
                line = word
                lineWidth = wordWidth
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                line = word
                lineWidth = wordWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// The words of each paragraph; paragraphs are separated by blank lines.
private func paragraphs(of text: String) -> [[String]] {
    var result: [[String]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(separator: " ").map(String.init)
        if words.isEmpty {
            if !(result.last?.isEmpty ?? true) { result.append([]) }
        } else {
            result[result.count - 1] += words
        }
    }
    return result.filter { !$0.isEmpty }
}
