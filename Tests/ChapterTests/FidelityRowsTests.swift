import Testing

/// The teaching points that the fidelity audit of the translation found
/// only partly taught, or not at all, each now said or run in the section
/// named, in both languages. The row numbers are the audit's.
@Suite("The fidelity audit's points, each taught")
struct FidelityRowsTests {
    /// A point: the audit's row, the chapter and section, and words the section says in each language.
    struct Point: CustomTestStringConvertible, Sendable {
        let row: Int
        let chapter: Int
        let section: String
        let english: [String]
        let chinese: [String]
        var testDescription: String { "row \(row), \(chapter): \(section)" }
    }

    static let points = [
        Point(
            row: 3, chapter: 1, section: "Philosophy",
            english: ["rather than the steps that reach it"], chinese: ["而不规定怎样一步步得到它"]),
        Point(
            row: 13, chapter: 1, section: "Higher-order functions",
            english: ["let numbers = [1, 2, 3]", "numbers.forEach { print($0) }", "▸ 3"],
            chinese: ["装着 1、2、3 三个数的数组", "forEach 的闭包只拿到那个数"]),
        Point(
            row: 35, chapter: 2, section: "Sequences",
            english: ["stream.map { $0 * $0 }", "▸ [1, 4, 9]"], chinese: ["不留下任何中间的名字"]),
        Point(
            row: 46, chapter: 3, section: "A text field as a signal",
            english: ["▸ tick 9: completed", "The error closure never ran"],
            chinese: ["error 闭包一次也没运行"]),
        Point(
            row: 93, chapter: 4, section: "Retain cycles",
            english: ["what the book calls a shadow variable"], chinese: ["“影子变量”"]),
        Point(
            row: 108, chapter: 5, section: "Adding the full-size view",
            english: ["turns landscape off for the whole app"], chinese: ["关掉了横屏"]),
        Point(
            row: 187, chapter: 6, section: "Testing the photo page",
            english: ["checks a hand-over, not a mapping"], chinese: ["检查的是转交，而不是映射"]),
        Point(
            row: 198, chapter: 6, section: "What is MVVM",
            english: ["it does not carry out the business logic"], chinese: ["那是数据模型的事"]),
        Point(
            row: 201, chapter: 4, section: "Recipe: instant search",
            english: [
                ".filter(isValidSearchText)", ".deliverOn(main)", "results -----------i------t-",
            ],
            chinese: ["整条运行一遍"]),
    ]

    @Test("each point is in its section, in English and in Chinese", arguments: points)
    func taught(_ point: Point) throws {
        let program = ChapterProgram(point.chapter)
        let number = try program.sectionNumber(point.section)
        for (language, words) in [("en", point.english), ("zh", point.chinese)] {
            let output = try program.run(["--plain", "--section", "\(number)", "--lang", language])
                .standardOutput
            let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let squeezed = output.filter { !$0.isWhitespace }
            for phrase in words {
                #expect(
                    text.contains(phrase) || squeezed.contains(phrase.filter { !$0.isWhitespace }),
                    "row \(point.row): \"\(phrase)\" not in \(point.section) (\(language))")
            }
        }
    }
}
