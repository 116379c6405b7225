import WorkbookKit

/// How much of a message printed in Chinese is in Chinese: its prose lines,
/// and those of them that carry no Chinese character.
///
/// A line is prose when it carries Chinese, or two English words in a row.
/// Lines that are code or data in either language are not prose: a wrong
/// answer's call (its second line), commands (`swift run …`), what the
/// learner's code printed (`  | …`), a legend's value (`  B = "…"`). So a
/// message translated in full has no English prose lines, and one that
/// forgot its Chinese (or kept its English in the Chinese half) has many.
///
/// ```swift
/// let text = Bilingual(en: "1.1 not right yet", zh: "1.1 not right yet")
/// let share = ChineseProse(GradeReport(id: "1.1", status: .wrong, text: text))
/// print(share.english)   // prints ["1.1 not right yet"]
/// ```
public struct ChineseProse: Sendable {
    /// The prose lines of the Chinese message.
    public let prose: [String]
    /// The prose lines without a Chinese character.
    public let english: [String]

    /// The prose of `report`'s Chinese message. (Two English words in a
    /// row, such as "not right", make a line prose.)
    public init(_ report: GradeReport) {
        let lines = report.message(in: .chinese).split(separator: "\n").map(String.init)
        var prose: [String] = []
        for (index, line) in lines.enumerated() {
            let body = line.drop { $0 == " " }
            let isCall = report.status == .wrong && index == 1
            let isLegend = body.contains(#/^[A-Z*?] = /#)
            if isCall || isLegend || body.hasPrefix("swift run ") || body.hasPrefix("|") {
                continue
            }
            if Self.hasChinese(line) || line.contains(#/[A-Za-z]{2,}[ ,'’]+[A-Za-z]{2,}/#) {
                prose.append(line)
            }
        }
        self.prose = prose
        english = prose.filter { !Self.hasChinese($0) }
    }

    /// The share of prose lines that carry Chinese: 1 when there are none.
    public var share: Double {
        prose.isEmpty ? 1 : Double(prose.count - english.count) / Double(prose.count)
    }

    /// Whether at least 95% of the prose lines carry Chinese.
    public var isChinese: Bool {
        share >= 0.95
    }

    /// Whether `line` holds a CJK ideograph or full-width punctuation.
    static func hasChinese(_ line: String) -> Bool {
        line.unicodeScalars.contains { scalar in
            (0x4E00...0x9FFF).contains(scalar.value) || (0x3000...0x303F).contains(scalar.value)
                || (0xFF00...0xFFEF).contains(scalar.value)
        }
    }
}
