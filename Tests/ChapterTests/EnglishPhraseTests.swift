import Foundation
import Testing

@Suite("No English phrase in a Chinese run")
struct EnglishPhraseTests {
    @Test(
        "a --plain --lang zh run has no English phrase outside code, output, names and quotations",
        arguments: chapters)
    func noEnglishPhrase(_ chapter: ChapterProgram) throws {
        let found = try EnglishPhrases.found(in: chapter.chineseRun().standardOutput)
        #expect(
            found.isEmpty,
            """
            \(chapter.name): \(found.count) English phrases in the Chinese run:
            \(found.joined(separator: "\n"))
            """)
    }

    @Test("each listed exception is still met in some chapter's Chinese run")
    func exceptionsAreMet() throws {
        let runs = try chapters.map { try $0.chineseRun().standardOutput }.joined()
        for exception in EnglishPhrases.exceptions {
            #expect(runs.contains(exception.phrase), "take out: \(exception.phrase)")
        }
    }

    @Test("what counts as an English phrase, and what does not")
    func classification() throws {
        let transcript = """
            第 6 章 · MVVM on iOS · MVVM On iOS

            ── 1. Mapping · 高阶映射 ──────

            这一行没有英文。
            这一行有 a whole English phrase 在中间。
            书中的测试叫“should return the correct
            photo name”，引文可以跨行。
            `subscribeNext(_:)` 和 Sources/Narration/Terms.swift 都不算。
              Swift           `map(_:)`；`lazy.map(_:)` 按需运行
              步骤       都不用  subscribeOn(worker)
              订阅者     main    worker
              原书：none (the repository's own), -validateLoginInputs,
                    the Cancel button's rac_command
              photoName         Chelsea the Cat

                let text = "code is not counted at all"
              ▸ nor is what the program prints
            """
        let found = try EnglishPhrases.found(in: transcript).map {
            $0.split(separator: ": ", maxSplits: 1)[1]
        }
        #expect(
            found == [
                "a whole English phrase", "the repository's own",
                "the Cancel button's",
            ])
    }
}

/// The English phrases of a Chinese transcript: three English words or more
/// in a row, in any line a reader takes for Chinese text.
///
/// Not counted, because they are English on purpose:
/// - code, diagrams and app screens: a block of lines (between blank lines)
///   whose first line is indented four spaces or more;
/// - program output (`▸`), the chapter's title line and the section headings
///   (`── `), whose titles are bilingual by design;
/// - names in backticks, paths (a word with `/`), words joined by `.`, `-`
///   or `_` (`Model-View-ViewModel`, `rac_command`), and calls (`map(`);
/// - quotations in “”, 「」 and book titles in 《》, even across lines: the
///   book's and articles' own words, such as a test's name;
/// - table cells, which are apart from each other (two spaces or more);
/// - the names and photographers of the fixture photos
///   (`Sources/Pixels/Fixtures/v1/popular.json`), which the app prints as data;
/// - `exceptions`, each with its reason.
enum EnglishPhrases {
    /// A phrase allowed in a Chinese run, and why.
    struct Exception: Sendable {
        let phrase: String
        let reason: String
    }

    static let exceptions = [
        Exception(
            phrase: "MVVM On iOS",
            reason: """
                the translation's own heading for the book's chapter 6, which it leaves \
                in English; the glossary cites headings as the translation writes them
                """)
    ]

    /// Each phrase found, as `line N: phrase`.
    static func found(in transcript: String) throws -> [String] {
        let masked = try fixtureNames() + exceptions.map(\.phrase)
        // Three words of English letters or more, one space apart.
        let englishPhrase = /\b[A-Za-z][A-Za-z'’]*( [A-Za-z][A-Za-z'’]*){2,}\b/
        var found: [String] = []
        var inCode = false
        var inQuotation = false
        var previousBlank = true
        for (index, line) in transcript.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let body = line.drop { $0 == " " }
            guard !body.isEmpty else {
                (previousBlank, inQuotation) = (true, false)
                continue
            }
            if previousBlank { inCode = line.count - body.count >= 4 }
            previousBlank = false
            if index == 0 || inCode || body.hasPrefix("▸") || body.hasPrefix("── ") { continue }
            var text = String(body)
            for name in masked { text = text.replacing(name, with: "§") }
            text = text.replacing(/`[^`]*`/, with: "§")
            var outside = ""
            for character in text {
                if "“「《".contains(character) {
                    inQuotation = true
                } else if "”」》".contains(character) {
                    inQuotation = false
                } else if !inQuotation {
                    outside.append(character)
                }
            }
            // Paths, names joined by `.`, `-` or `_`, and calls are names, not words.
            outside = outside.replacing(/\S*\/\S*/, with: "§")
                .replacing(/\w+([.\-]\w+)+|\w*_\w*|\w+\(/, with: "§")
            for cell in outside.split(separator: /\ {2,}/) {
                for match in String(cell).matches(of: englishPhrase) {
                    found.append("line \(index + 1): \(match.0)")
                }
            }
        }
        return found
    }

    /// The fixture photos' names and their photographers' full names.
    static func fixtureNames() throws -> [String] {
        let file = ReaderTexts.root.appending(path: "Sources/Pixels/Fixtures/v1/popular.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let photos = (json as? [String: Any])?["photos"] as? [[String: Any]] ?? []
        let names = photos.flatMap { photo in
            [photo["name"] as? String, (photo["user"] as? [String: Any])?["fullname"] as? String]
                .compactMap { $0 }
        }
        return names.sorted { $0.count > $1.count }
    }
}
