import TerminalText
import WorkbookKit

/// Fits the workbook's messages to the terminal's width: prose is broken
/// between words (never inside one), each continuation indented under its
/// line, with CJK counted as two columns; Chinese may also break between two
/// Chinese characters, as `lines(fittingColumns:)` breaks it. A command, such
/// as a replay line, and a drawing whose columns line up (timelines, tables)
/// are never broken.
///
/// ```swift
/// print(Wrapping.wrap("  Read hint 2: swift run workbook hint 1.3 2", width: 30))
/// //   Read hint 2:
/// //     swift run workbook hint 1.3 2
/// ```
enum Wrapping {
    /// `text` with each line longer than `width` broken between words; as it is when `width` is nil.
    /// In Chinese a line may also break between two Chinese characters
    /// (`lines(fittingColumns:)`), never before closing punctuation.
    static func wrap(_ text: String, width: Int?, language: Language = .english) -> String {
        guard let width, width > 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(line: String($0), width: width, language: language) }
            .joined(separator: "\n")
    }

    private static func wrap(line: String, width: Int, language: Language) -> [String] {
        guard line.terminalColumns > width, isProse(line) else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        if language == .chinese || line.contains(where: isChinese) {
            // Each line fits the continuations' narrower measure, so none is re-broken.
            let lines = String(line.dropFirst(indent.count))
                .lines(fittingColumns: width - indent.count - 2)
            return lines.enumerated().map { ($0.offset == 0 ? indent : indent + "  ") + $0.element }
        }
        var lines: [String] = []
        var current = ""
        for word in line.dropFirst(indent.count).split(separator: " ") {
            if current.isEmpty {
                current = indent + word
            } else if (current + " " + word).terminalColumns > width {
                lines.append(current)
                current = indent + "  " + word
            } else {
                current += " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether a character is Chinese: a Han character or CJK punctuation.
    private static func isChinese(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            (0x3000...0x303F).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
                || (0xFF00...0xFFEF).contains(scalar.value)
        }
    }

    /// Whether a line is prose that may be broken: not a command, and no
    /// columns that line up (two spaces in a row after its indentation).
    private static func isProse(_ line: String) -> Bool {
        let body = line.drop { $0 == " " }
        if body.hasPrefix("swift ") || body.hasPrefix("$ ") { return false }
        return !body.contains("  ")
    }
}
