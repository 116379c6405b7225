import Foundation
import Testing

/// The READMEs tell a reader or a teacher which sections to run by number:
/// each number must be a section of its chapter, and a Today hour's must be
/// the chapter's Today section.
@Suite("The READMEs' section numbers")
struct ReadmeSectionTests {
    /// Each `ChapterN --section K` in a text, with the line it is on.
    struct Reference: CustomStringConvertible {
        let file: String
        let chapter: Int
        let section: Int
        let line: String
        var description: String { "\(file): Chapter\(chapter) --section \(section)" }
    }

    /// The references in the two READMEs, a command broken over two lines read as one.
    static func references() throws -> [Reference] {
        var found: [Reference] = []
        for file in ["README.md", "Exercises/README.md"] {
            let text = try String(
                contentsOf: ReaderTexts.root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.replacingOccurrences(of: "--section\n", with: "--section ")
                .split(separator: "\n")
            for line in lines {
                for match in line.matches(of: /Chapter(\d) --section (\d+)/) {
                    found.append(
                        Reference(
                            file: file, chapter: Int(match.1)!, section: Int(match.2)!,
                            line: String(line)))
                }
            }
        }
        return found
    }

    @Test("every section a README runs by number exists, and a Today hour's is Today")
    func numbersNameTheirSections() throws {
        let titles = try SectionTitles.all()
        let references = try Self.references()
        #expect(references.count >= 20, "found only \(references.count)")
        for reference in references {
            let title = titles[reference.chapter]?[safe: reference.section - 1]
            #expect(title != nil, "\(reference) is no section")
            let aboutToday = reference.line.contains("Today") || reference.line.contains("如今")
            if aboutToday, let title {
                #expect(title.hasPrefix("Today"), "\(reference) is \(title)")
            }
        }
    }
}
