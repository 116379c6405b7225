import WorkbookKit

extension Section {
    /// The closing glossary: each term in English, in Chinese, and in ReactiveCocoa 2.
    ///
    /// Book: the terms as the book and its translation use them.
    public static func glossary(_ entries: [GlossaryEntry]) -> Section {
        Section("Glossary", "术语表") { page in
            page.say(
                """
                The words of this chapter: as this workbook's Swift spells them, as the \
                book's Chinese translation renders them, and as ReactiveCocoa 2 names them.
                """)
            page.table(
                ["English", "中文", "ReactiveCocoa 2"],
                entries.map { [$0.english, $0.chinese, $0.book] })
        }
    }

    /// The closing list of the chapter's exercises, from the workbook's catalog,
    /// with the command that grades them.
    ///
    /// Book: no equivalent; the exercises are this workbook's own.
    public static func exercises(inChapter chapter: Int) -> Section {
        Section("Exercises for this chapter", "本章练习") { page in
            let exercises = Catalog.exercises(inChapter: chapter)
            if exercises.isEmpty {
                page.say("No exercises are listed for Chapter \(chapter) yet.")
            } else {
                page.say(
                    """
                    Each exercise is a stub to complete in the file shown; tests grade it. \
                    The first ones are the easiest.
                    """)
                page.table(
                    ["Exercise", "What to build", "Book section", "File"],
                    exercises.map { [$0.id, $0.title, $0.bookSection, $0.file] })
            }
            page.say("Grade this chapter's exercises with:")
            page.code("swift run workbook check \(chapter)")
            if let first = exercises.first {
                page.say("Stuck? Hints come in three steps, for example:")
                page.code("swift run workbook hint \(first.id)")
            }
        }
    }
}
