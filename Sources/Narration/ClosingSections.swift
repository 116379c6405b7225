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
                    Each exercise is a stub to complete in the file named under it; tests \
                    grade it. The book section it practises is in brackets. The first ones \
                    are the easiest.
                    """)
                page.exerciseList(exercises)
            }
            page.say("Grade this chapter's exercises with:")
            page.command("swift run workbook check \(chapter)")
            if let first = exercises.first {
                page.say("Stuck? Hints come in three steps, for example:")
                page.command("swift run workbook hint \(first.id)")
            }
        }
    }
}

extension Narrator {
    /// Each exercise on two lines: its number, what to build and the book
    /// section in brackets, then the file to edit, indented under the text.
    ///
    /// A title too long for the page wraps, its lines indented under the first.
    ///
    /// ```
    ///   1.1  Square every number with map (Mapping · 映射)
    ///        Exercises/Chapter1/1.1-Squares.swift
    /// ```
    fileprivate func exerciseList(_ exercises: [Exercise]) {
        let idWidth = exercises.map(\.id.displayWidth).max() ?? 0
        let indent = String(repeating: " ", count: 2 + idWidth + 2)
        blank()
        for exercise in exercises {
            let text = "\(exercise.title) (\(exercise.bookSection))"
            let lines = wrap(text, width: width - indent.count).flatMap { $0 }
            let label = "  " + Style.bold.apply(exercise.id.padded(to: idWidth), colour: colour)
            for (index, text) in lines.enumerated() {
                line((index == 0 ? label + "  " : indent) + text)
            }
            line(indent + Style.code.apply(exercise.file, colour: colour))
        }
    }
}
