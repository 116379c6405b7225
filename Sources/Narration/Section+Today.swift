import Bridge

extension Section {
    /// A chapter's Today section: its central idea run again with what the
    /// Swift toolchain ships, beside the chapter's own Signal version, then
    /// the chapter's rows of the bridge table and the `Book:` footer.
    ///
    /// The title is "Today: `topic`" and, in Chinese, "如今：`chinese`" marked
    /// as a section the workbook adds (`ChineseTitle.addedMark`), for the
    /// book has no such section. `body` runs
    /// both versions and says where they differ; async code in it goes through
    /// ``Narrator/runAsync(_:)``. After it come the rows of `Bridge` that
    /// chapter `chapter` shows today, each as a small table, the names of its
    /// other rows, and a `Book:` footer naming `book` with the `Source:` line
    /// of `file`, the chapter's file that makes the section.
    ///
    /// ```swift
    /// static let today = Section.today(
    ///     "collections and lazy", "集合与 lazy", chapter: 1, book: ["-rx_mapWithBlock:"]
    /// ) { page in
    ///     page.say(
    ///         en: "Swift ships map, filter and reduce, and lazy.",
    ///         zh: "Swift 自带 map、filter、reduce 和 lazy。")
    /// }
    /// // prints the heading, the paragraph, the bridge rows, then
    /// //   Book: -rx_mapWithBlock:
    /// //   Source: Chapters/Chapter1/Today.swift
    /// ```
    ///
    /// Book: no equivalent; the book is from 2014, before Swift concurrency.
    public static func today(
        _ topic: String, _ chinese: String, chapter: Int, book: [String],
        file: String = #filePath, body: @escaping @Sendable (Narrator) -> Void
    ) -> Section {
        Section(
            "Today: \(topic)", ChineseTitle.added("如今：\(chinese)"), comesLast: true
        ) { page in
            body(page)
            page.bridge(
                Bridge.rows(forChapter: chapter, today: true),
                others: Bridge.rows(forChapter: chapter).filter { !$0.today })
            page.book(book, file: file)
        }
    }
}
