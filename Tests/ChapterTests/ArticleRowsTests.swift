import Testing

/// The articles' teaching points that an outside reader found only partly
/// taught, or not at all, each now said in the section named, in the
/// workbook's words, and run where the point is code. The row numbers are
/// the audit's.
@Suite("The articles' points, each taught")
struct ArticleRowsTests {
    typealias Point = AuditRowsTests.Point

    static let points = [
        Point(
            row: 161, chapter: 4, section: "Schedulers",
            words: [
                "RACSchedulerPriorityBackground", "the body ran on images, at background",
                "background runs at utility", "RAC2's low priority",
            ]),
        Point(
            row: 164, chapter: 3, section: "Recipe: delegate callbacks",
            words: [
                "target-action, a notification, and key-value observing",
                "target-action: key a", "notification: ReachabilityChanged",
                "KVO: username 'ash'",
            ]),
        Point(
            row: 168, chapter: 1, section: "Philosophy",
            words: ["learn it from code", "RxMarbles (rxmarbles.com)"]),
        Point(
            row: 169, chapter: 1, section: "Philosophy",
            words: ["\"Learn once, write anywhere\" in the article's words"]),
        Point(
            row: 172, chapter: 1, section: "Mapping",
            words: ["small tasks, each taking one input", "[\"###\", \"#######\"]"]),
        Point(
            row: 175, chapter: 3, section: "A text field as a signal",
            words: ["the article Half the Effort's (\"基础格式\")", "HotSignal<[Character], NoError>"]),
        Point(
            row: 176, chapter: 3, section: "A text field as a signal",
            words: ["20 kinds", "HotSignal<T, NoError>", "ColdSignal<None, NSError>"]),
        Point(
            row: 183, chapter: 3, section: "Recipe: delegate callbacks",
            words: [
                "target-action: completed", "KVO: completed", "observers: 1",
                "a notification's never does",
            ]),
        Point(
            row: 185, chapter: 2, section: "Streams and sequences",
            words: ["same water pipe", "\"信号流\" and \"序列流\""]),
        Point(
            row: 189, chapter: 6, section: "Testing login and voting",
            words: [
                "login.username <~ usernameField.text.signal", "▸ d x",
                "reached the view model through the bindings alone",
            ]),
        Point(
            row: 191, chapter: 6, section: "Testing login and voting",
            words: ["login.cancel.execute()", "Cancel is a command whose signal dismisses"]),
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
