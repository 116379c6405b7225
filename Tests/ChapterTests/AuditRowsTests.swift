import Testing

/// The teaching points of the book's sections 理念 to 组播 that an outside
/// reader found only partly taught, or not at all, each now said in the
/// section named, in the workbook's words. The row numbers are the audit's.
@Suite("The book's points from 理念 to 组播, each taught")
struct AuditRowsTests {
    /// A point: the audit's row, the chapter and section, and words the section says.
    struct Point: CustomTestStringConvertible, Sendable {
        let row: Int
        let chapter: Int
        let section: String
        let words: [String]
        var testDescription: String { "row \(row), \(chapter): \(section)" }
    }

    static let points = [
        Point(row: 1, chapter: 1, section: "Philosophy", words: ["do more with less code"]),
        Point(
            row: 4, chapter: 1, section: "Functional reactive programming",
            words: ["a function is a value, a first-class citizen"]),
        Point(
            row: 4, chapter: 1, section: "Higher-order functions",
            words: ["first-class citizen in the book's words", "`welcome` keeps one"]),
        Point(
            row: 6, chapter: 1, section: "Functional reactive programming",
            words: ["a compromise between the functional and the imperative"]),
        Point(
            row: 8, chapter: 1, section: "Functional reactive programming",
            words: ["(结论) with three points", "more productive"]),
        Point(
            row: 11, chapter: 1, section: "Higher-order functions",
            words: ["the book admits it", "the loop takes 37 characters and forEach 29"]),
        Point(
            row: 15, chapter: 1, section: "Mapping",
            words: ["▸ [1, 4, 9] [1, 2, 3]", "left `numbers` as it was", "immutable by default"]),
        Point(
            row: 18, chapter: 1, section: "Filtering",
            words: ["written hundreds of times", "evens.append(number)", "▸ [2, 4, 6]"]),
        Point(
            row: 20, chapter: 1, section: "Folding",
            words: [
                "rx_foldWithBlock:, takes no initial value",
                "rx_foldInitialValue:block:, takes the start",
            ]),
        Point(
            row: 24, chapter: 1, section: "Folding", words: ["as the book says RXCollections may"]),
        Point(row: 28, chapter: 2, section: "Streams and sequences", words: ["a water pipe"]),
        Point(
            row: 40, chapter: 3, section: "Subscription",
            words: ["a subscription keeps itself alive", "possible but not typical"]),
        Point(row: 49, chapter: 3, section: "Subjects", words: ["a subject is mutable state"]),
        Point(
            row: 50, chapter: 3, section: "Subjects",
            words: ["advises against subjects except in special cases"]),
        Point(row: 53, chapter: 4, section: "Hot and cold signals", words: ["used very rarely"]),
    ]

    @Test("each point is in its section", arguments: points)
    func taught(_ point: Point) throws {
        let output = try ChapterProgram(point.chapter).sectionOutput(point.section)
        let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for words in point.words {
            #expect(text.contains(words), "row \(point.row): \"\(words)\" not in \(point.section)")
        }
    }
}
