import Foundation
import Narration
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--html`: a chapter as one web page, in both languages, whose marble
/// diagrams are pictures of the run's own events.
@Suite("A chapter as a web page")
struct ChapterPageTests {
    /// The chapter's page in `language` and its terminal run, parsed.
    func pageAndRun(_ language: String, of chapter: ChapterProgram = ChapterProgram(3)) throws -> (
        XMLDocument, String
    ) {
        let page = try chapter.run(["--html", "--lang", language])
        #expect(page.exitCode == 0)
        #expect(page.standardError.isEmpty)
        let run = language == "zh" ? try chapter.chineseRun() : try chapter.plainRun()
        return (try XMLDocument(xmlString: page.standardOutput, options: []), run.standardOutput)
    }

    @Test(
        "each chapter's page is well-formed, in the chosen language, with every section",
        arguments: 1...6, ["en", "zh"])
    func wellFormed(_ number: Int, _ language: String) throws {
        let chapter = ChapterProgram(number)
        let (page, _) = try pageAndRun(language, of: chapter)
        let root = try #require(page.rootElement())
        #expect(
            root.value(of: "lang") == (language == "zh" ? "zh-Hans" : "en"))
        let headings = try page.nodes(forXPath: "//*[local-name()='h2']")
        #expect(try headings.count == chapter.sectionTitles().count)
        let scripts = try page.nodes(forXPath: "//*[local-name()='script']")
        #expect(scripts.count == 1, "the slide view's, and no other")
        #expect(try page.nodes(forXPath: "//*[local-name()='script'][@src]").isEmpty)
    }

    @Test(
        "every marble diagram of every chapter is an SVG whose marks are the events its run drew",
        arguments: 1...6, ["en", "zh"])
    func diagramsAreTheRun(_ number: Int, _ language: String) throws {
        let (page, run) = try pageAndRun(language, of: ChapterProgram(number))
        let figures = try page.nodes(forXPath: "//*[local-name()='figure'][@class='marbles']")
        let rulers = run.split(separator: "\n").filter {
            $0.hasPrefix("    tick ") || $0.hasPrefix("    时刻 ")
        }
        #expect(figures.count == rulers.count)
        #expect(figures.count >= (number == 3 ? 10 : 0))
        for case let figure as XMLElement in figures {
            let text =
                try #require(try figure.nodes(forXPath: ".//*[local-name()='pre']").first)
                .stringValue ?? ""
            #expect(
                run.contains(text + "\n"),
                "the text alternative is not in the terminal run:\n\(text)")
            let drawn = DrawnDiagram(text)
            let lines = try figure.nodes(forXPath: ".//*[local-name()='g'][@class='line']")
                .compactMap { $0 as? XMLElement }
            // A label indented under another (chapter 6's) keeps its indent in the picture.
            #expect(
                lines.map {
                    ($0.value(of: "data-label") ?? "").trimmingCharacters(in: .whitespaces)
                }
                    == drawn.labels
            )
            for (line, expected) in zip(lines, drawn.events) {
                let marks = try line.nodes(forXPath: "./*[local-name()='g']").compactMap {
                    $0 as? XMLElement
                }
                let read = marks.map {
                    DrawnDiagram.Event(
                        tick: Int($0.value(of: "data-tick") ?? "") ?? -1,
                        symbol: $0.value(of: "data-symbol") ?? "")
                }
                #expect(read == expected, "\(text)")
            }
        }
    }

    @Test(
        "each chapter's page, in each language, matches its golden page, measured figures masked",
        arguments: 1...6, ["en", "zh"])
    func matchesGolden(_ number: Int, _ language: String) throws {
        let chapter = ChapterProgram(number)
        let page = try chapter.run(["--html", "--lang", language])
        #expect(page.exitCode == 0)
        try Golden.check(
            MeasuredFigures.mask(page.standardOutput), against: "\(chapter.name).\(language).html")
    }

    @Test("--help lists --html in both languages, and --html --list is refused on one line")
    func option() throws {
        let chapter = ChapterProgram(3)
        #expect(try chapter.run(["--help"]).standardOutput.contains("  --html "))
        let chinese = try chapter.run(["--help", "--lang", "zh"]).standardOutput
        #expect(chinese.contains("把本章写成一个网页"))
        let refused = try chapter.run(["--html", "--list"])
        #expect(refused.exitCode == 2)
        #expect(refused.standardError == "Chapter3: --html cannot be used with --list or --step\n")
    }
}

/// A marble diagram as the terminal draws it (one column per tick, under a
/// ruler), read back into each line's label and events.
struct DrawnDiagram {
    /// One event: its tick, and the symbol drawn for it.
    struct Event: Equatable, CustomStringConvertible {
        let tick: Int
        let symbol: String
        var description: String { "\(symbol)@\(tick)" }
    }

    private(set) var labels: [String] = []
    /// Each line's events, by tick, and in a tick in the order they are stacked.
    private(set) var events: [[Event]] = []

    init(_ text: String) {
        let rows = text.split(separator: "\n").map(String.init)
        guard let ruler = rows.first, let zero = Self.columns(ruler).firstIndex(of: "0") else {
            return
        }
        var found: [[(row: Int, event: Event)]] = []
        for (index, row) in rows.dropFirst().enumerated() {
            if row.hasPrefix("    key:") || row.hasPrefix("    图例") { break }
            let columns = Self.columns(row)
            let label = String(columns.prefix(zero).filter { $0 != Self.filler })
                .trimmingCharacters(in: .whitespaces)
            if !label.isEmpty {
                labels.append(label)
                found.append([])
            }
            for (tick, symbol) in columns.dropFirst(zero).enumerated()
            where symbol != "-" && symbol != " " {
                found[found.count - 1].append((index, Event(tick: tick, symbol: String(symbol))))
            }
        }
        events = found.map { line in
            line.sorted { ($0.event.tick, $0.row) < ($1.event.tick, $1.row) }.map(\.event)
        }
    }

    /// What stands in the second column of a wide character.
    private static let filler: Character = "\u{0}"

    /// The row's characters by terminal column: a wide character fills two.
    private static func columns(_ row: String) -> [Character] {
        row.flatMap { character in
            String(character).displayWidth == 2 ? [character, Self.filler] : [character]
        }
    }
}
