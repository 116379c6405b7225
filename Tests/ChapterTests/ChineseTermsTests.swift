import Foundation
import Narration
import Testing

/// The chapters' Chinese is the translation's own (or an article's), or it is
/// marked as the workbook's: checked against `BookWords`, the project's list
/// of the texts' words and headings.
@Suite("The translation's own Chinese")
struct ChineseTermsTests {
    @Test(
        "every glossary word not marked （自拟） is one the translation or an article uses",
        arguments: chaptersWithApparatus)
    func glossaryWords(_ chapter: ChapterProgram) throws {
        let glossary = try chapter.glossary()
        let rows = tableCells(glossary, header: "English")
        try #require(!rows.isEmpty, "\(chapter.name) has no glossary table")
        for row in rows {
            let chinese = row[1]
            guard chinese != "—", !BookWords.isMarkedOwn(chinese) else { continue }
            #expect(
                BookWords.place(of: chinese) != nil,
                "\(chapter.name): \(chinese) is given as the translation's, but it is not")
        }
        let prose = glossary.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            !prose.contains("as the book's Chinese translation renders them"),
            "\(chapter.name) says all its Chinese is the translation's")
    }

    @Test(
        "the glossary names the heading where each of those words appears, as the list has it",
        arguments: chaptersWithApparatus)
    func glossaryPlaces(_ chapter: ChapterProgram) throws {
        let glossary = try chapter.glossary()
        let claimed = tableCells(glossary, header: "English").map { $0[1] }
            .filter { $0 != "—" && !BookWords.isMarkedOwn($0) }
        let places = tableCells(glossary, header: "中文")
        #expect(Set(places.map { $0[0] }) == Set(claimed), "\(chapter.name): \(places)")
        for place in places {
            #expect(
                BookWords.place(of: place[0])?.description == place[1],
                "\(chapter.name): \(place[0]) is not under \(place[1])")
        }
    }

    @Test(
        "every section's Chinese title is built on a heading of the texts, or marked as added",
        arguments: chaptersWithApparatus)
    func sectionTitles(_ chapter: ChapterProgram) throws {
        for title in try chapter.sectionTitles() where !SectionTitles.closing.contains(title) {
            let chinese = String(title.split(separator: " · ").last ?? "")
            if let heading = ChineseTitle.heading(of: chinese) {
                #expect(BookWords.isHeading(heading), "\(chapter.name): \(title)")
                if let article = ChineseTitle.article(of: chinese) {
                    #expect(
                        BookWords.headings[.article(article.number)]?.contains(heading) == true,
                        "\(chapter.name): \(heading) is not a heading of \(article.chineseName)")
                }
            } else {
                #expect(ChineseTitle.isAdded(chinese), "\(chapter.name): \(title)")
            }
        }
    }

    @Test(
        "each chapter's Chinese title is the translation's title of the chapter it comes from",
        arguments: chaptersWithApparatus)
    func chapterTitle(_ chapter: ChapterProgram) throws {
        let banner = try chapter.plainRun().standardOutput.prefix { $0 != "\n" }
        let parts = banner.components(separatedBy: " · ")
        try #require(parts.count == 3, "\(banner)")
        // The translation's title, then (chapters 2 to 4, one chapter of the
        // book) the part of it this chapter tells: "ReactiveCocoa 简介：流和序列".
        let translation = parts[2].components(separatedBy: "：")[0]
        for title in translation.components(separatedBy: "、") {
            #expect(BookWords.chapterTitles.contains(title), "\(chapter.name): \(title)")
        }
    }

    @Test("the list holds short words and headings, each under a heading of its own text")
    func listIsWordsAndHeadings() {
        for (word, place) in BookWords.words {
            #expect(word.count <= 16 && !word.contains("。"), "not a short term: \(word)")
            #expect(
                BookWords.headings[place.text]?.contains(place.heading) == true,
                "\(word): \(place.heading) is not a heading of its text")
        }
        for title in BookWords.chapterTitles {
            #expect(BookWords.headings[.translation]?.contains(title) == true, "\(title)")
        }
    }

    @Test("the list agrees with the map of the book's headings")
    func listMatchesTheMap() {
        let listed = Set(BookWords.headings.values.joined())
        let mapped = Set(BookMapTests.headings).subtracting(["以下为本书的目录索引："])
        #expect(listed == mapped)
    }
}
