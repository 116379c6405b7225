import Foundation
import Testing

/// A reader can find the code behind every section: each `Book:` footer is
/// followed by a `Source:` line naming the file, and a listing shows the
/// values it uses.
@Suite("Where each section's code lives")
struct SourceLineTests {
    /// The package's top folder, where the `Source:` paths start.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "every section has a Book: footer, each footer a Source: line under it, naming a real file",
        arguments: chaptersWithApparatus)
    func everySection(_ chapter: ChapterProgram) throws {
        for section in try chapter.contentSections() {
            let lines = section.text.split(separator: "\n").map(String.init)
            var footers = 0
            for (index, line) in lines.enumerated() where line.hasPrefix("  Book: ") {
                footers += 1
                let after = lines[(index + 1)...].first { !$0.hasPrefix("        ") }
                #expect(
                    after?.hasPrefix("  Source: ") == true,
                    "\(chapter.name), \(section.title): a Book: footer without a Source: line")
            }
            #expect(footers > 0, "\(chapter.name), \(section.title) has no Book: footer")
            for line in lines where line.hasPrefix("  Source: ") {
                let path = String(line.dropFirst("  Source: ".count))
                #expect(
                    FileManager.default.fileExists(
                        atPath: Self.packageRoot.appendingPathComponent(path).path),
                    "\(chapter.name), \(section.title): no file \(path)")
            }
        }
    }

    @Test("Chapter 4's listings show where text, server, live() and the clocks come from")
    func valuesHaveVisibleSetups() throws {
        let chapter = ChapterProgram(4)
        let uses = [
            ("Recipe: instant search", "let text = ", "text.throttle("),
            ("Recipe: delayed fetch", "let server = ", "server: server"),
            ("Memory management", "let live: ", "print(live())"),
            ("Memory management", "let clock = Subject", "clock.signal.map"),
            ("Memory management", "let sunsetClock = Subject", "sunsetClock.signal"),
            ("Memory management", "let harbourClock = Subject", "harbourClock.signal"),
        ]
        for (section, setUp, use) in uses {
            let code = try chapter.sectionOutput(section).split(separator: "\n")
                .filter { $0.hasPrefix("    ") }
            let made = code.firstIndex { $0.contains(setUp) }
            let used = code.firstIndex { $0.contains(use) }
            #expect(made != nil, "\(section): no listing shows \(setUp)")
            #expect(used != nil, "\(section): no listing uses \(use)")
            if let made, let used { #expect(made < used, "\(section): \(use) before \(setUp)") }
        }
    }
}
