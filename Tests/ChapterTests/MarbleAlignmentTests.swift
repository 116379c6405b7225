import Foundation
import Testing

/// Every marble diagram keeps one column per tick under a tick ruler, and
/// draws only symbols its chapter's one legend explains.
@Suite("Marble diagrams in line with their rulers")
struct MarbleAlignmentTests {
    @Test(
        "no marble diagram is out of line with its ruler, and none lacks one",
        arguments: chaptersWithApparatus)
    func inLine(_ chapter: ChapterProgram) throws {
        let legend = try Self.legendSymbols(chapter)
        for section in try chapter.contentSections() {
            let diagrams = Diagrams(section.text)
            for stray in diagrams.withoutRuler {
                Issue.record("\(chapter.name), \(section.title): no ruler above \"\(stray)\"")
            }
            for diagram in diagrams.ruled {
                for row in diagram.rows {
                    let before = row.prefix(diagram.zero)
                    let timeline = row.dropFirst(diagram.zero)
                    let stacked = before.allSatisfy { $0 == " " }
                    #expect(
                        stacked || before.last == " " && timeline.first != " ",
                        "\(chapter.name), \(section.title): \"\(row)\" starts off tick 0")
                    #expect(
                        !timeline.contains("(") && !timeline.contains(")"),
                        "\(chapter.name), \(section.title): a group spans columns: \(row)")
                    for symbol in timeline where symbol != " " {
                        #expect(
                            legend.contains(symbol),
                            "\(chapter.name), \(section.title): '\(symbol)' is not in the legend")
                    }
                }
            }
        }
    }

    @Test(
        "a chapter that draws diagrams prints its one legend, one meaning per symbol",
        arguments: chaptersWithApparatus)
    func oneMeaningPerSymbol(_ chapter: ChapterProgram) throws {
        let rows = tableCells(try chapter.glossary(), header: "Symbol")
        let draws = try chapter.contentSections().contains { section in
            let diagrams = Diagrams(section.text)
            return !diagrams.ruled.isEmpty || !diagrams.withoutRuler.isEmpty
        }
        #expect(!draws || !rows.isEmpty, "\(chapter.name) draws diagrams but prints no legend")
        var seen: [Character: String] = [:]
        for row in rows {
            for symbol in Self.expand(row[0]) {
                #expect(seen[symbol] == nil, "\(chapter.name): '\(symbol)' means two things")
                seen[symbol] = row[1]
            }
        }
    }

    /// Every symbol the chapter's legend, printed in its glossary, explains.
    static func legendSymbols(_ chapter: ChapterProgram) throws -> Set<Character> {
        let rows = tableCells(try chapter.glossary(), header: "Symbol")
        return Set(rows.flatMap { expand($0[0]) })
    }

    /// The characters a legend entry such as `a–z, @` stands for.
    static func expand(_ shown: String) -> [Character] {
        shown.components(separatedBy: ", ").flatMap { part -> [Character] in
            let ends = part.split(separator: "–")
            guard ends.count == 2, let low = ends[0].unicodeScalars.first,
                let high = ends[1].unicodeScalars.first
            else { return Array(part) }
            return (low.value...high.value).compactMap(UnicodeScalar.init).map(Character.init)
        }
    }
}

/// The marble diagrams of a section's text: those under a ruler, and any
/// line that looks like a timeline but has no ruler above it.
struct Diagrams {
    /// A diagram under its ruler: the column of tick 0, and its rows.
    struct Ruled {
        let zero: Int
        let rows: [String]
    }

    var ruled: [Ruled] = []
    var withoutRuler: [String] = []

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("    tick "), let zero = Array(line).firstIndex(of: "0") {
                var rows: [String] = []
                index += 1
                while index < lines.count, !lines[index].isEmpty,
                    !lines[index].hasPrefix("    key:")
                {
                    rows.append(lines[index])
                    index += 1
                }
                ruled.append(Ruled(zero: zero, rows: rows))
                continue
            }
            if Self.looksLikeTimeline(line) { withoutRuler.append(line) }
            index += 1
        }
    }

    /// A line indented four spaces, a label, two or more spaces, then a run of
    /// marble symbols with at least one mark of time in it.
    static func looksLikeTimeline(_ line: String) -> Bool {
        guard let match = line.wholeMatch(of: /\ {4}(\S(?:\S| \S)*) {2,}([-|#^!()*<@A-Za-z0-9]+)/)
        else { return false }
        return match.2.contains { "-|#^!(".contains($0) }
    }
}
