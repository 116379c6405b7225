import TerminalText
import WorkbookKit

extension Section {
    /// The closing glossary: each term in English, in Chinese, and in ReactiveCocoa 2.
    ///
    /// With an apparatus, a Chinese word that is neither the translation's nor
    /// an article's (see `BookWords`) carries the mark （自拟）, a second table
    /// names the heading where each of the others appears, and a third gives
    /// the chapter's marble legend, if it has symbols of its own. Without one,
    /// the Chinese is unchecked, and the glossary says nothing of whose it is.
    ///
    /// Book: the terms as the book and its translation use them.
    public static func glossary(_ entries: [GlossaryEntry]) -> Section {
        Section("Glossary", "术语表") { page in
            guard let apparatus = page.apparatus else {
                page.say(glossaryLead)
                page.glossaryTable(
                    [page.text(en: "English", zh: "英文"), "中文", "ReactiveCocoa 2"],
                    entries.map { [$0.english, $0.chinese, $0.book.text(in: page.language)] })
                return
            }
            page.checkedGlossary(entries)
            page.legend(apparatus.legend)
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
                page.say(
                    en: "No exercises are listed for Chapter \(chapter) yet.",
                    zh: "第 \(chapter) 章还没有列出练习。")
            } else {
                page.say(
                    en: """
                        Each exercise is a stub to complete in the file named under it; tests \
                        grade it. The book section it practises is in brackets. The first ones \
                        are the easiest.
                        """,
                    zh: """
                        每个练习都是一段待补全的桩代码，要改的文件写在它的下一行，由测试来评分。\
                        括号里是它所练习的那一节书。排在前面的最容易。
                        """)
                page.exerciseList(exercises)
            }
            page.say(
                en: "Grade this chapter's exercises with:", zh: "用这条命令给本章的练习评分：")
            page.command("swift run workbook check \(chapter)")
            if let first = exercises.first {
                page.say(
                    en: "Stuck? Hints come in three steps, for example:",
                    zh: "卡住了？每道题有三级提示，例如：")
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
    ///   1.1  Square every number with map (Mapping · 高阶映射)
    ///        Exercises/Chapter1/1.1-Squares.swift
    /// ```
    /// A section's Chinese title without its closing mark, （增补） or
    /// （出自…）, which the list's own brackets would nest: the heading has it.
    static func unmarked(_ title: String) -> String {
        title.replacing(/（(增补|出自[^（）]*)）$/, with: "")
    }

    fileprivate func exerciseList(_ exercises: [Exercise]) {
        let header = [text(en: "Exercise", zh: "练习"), text(en: "File", zh: "文件")]
        let rows = exercises.map { exercise in
            let task =
                language == .chinese
                ? "\(exercise.chineseTitle)（\(Self.unmarked(exercise.bookSection(in: .chinese)))）"
                : "\(exercise.title) (\(exercise.bookSection))"
            return ["\(exercise.id)  \(task)", "`\(exercise.file)`"]
        }
        if record(.table(header: header, rows: rows)) { return }
        let idWidth = exercises.map(\.id.displayWidth).max() ?? 0
        let indent = String(repeating: " ", count: 2 + idWidth + 2)
        blank()
        for exercise in exercises {
            let lines: [String]
            switch language {
            case .english:
                let text = "\(exercise.title) (\(exercise.bookSection))"
                lines = wrap(text, width: width - indent.count).flatMap { $0 }
            case .chinese:
                let text =
                    "\(exercise.chineseTitle)（\(Self.unmarked(exercise.bookSection(in: .chinese)))）"
                lines = text.lines(fittingColumns: width - indent.count)
            }
            let label = "  " + Style.bold.apply(exercise.id.padded(to: idWidth), colour: colour)
            for (index, text) in lines.enumerated() {
                line((index == 0 ? label + "  " : indent) + text)
            }
            line(indent + Style.code.apply(exercise.file, colour: colour))
        }
    }
}

/// The glossary's first sentence, with or without an apparatus: what its
/// three columns are.
private let glossaryLead = Bilingual(
    en: """
        The words of this chapter: as this workbook's Swift spells them, in Chinese, \
        and as ReactiveCocoa 2 names them.
        """,
    zh: "本章的术语：本练习册的 Swift 代码怎么写，中文怎么说，ReactiveCocoa 2 怎么命名。")

extension Narrator {
    /// The glossary with the workbook's own Chinese marked, then where the
    /// translation and the articles use the rest.
    fileprivate func checkedGlossary(_ entries: [GlossaryEntry]) {
        say(
            en: glossaryLead.en + " "
                + """
                The Chinese is the word the book's translation uses, or failing that one \
                of the four articles Chapter 1 introduces, as it writes it; \
                \(BookWords.ownMark) marks a word this workbook coined because neither \
                has one, or because the translation's word misleads. The same words are \
                used all through the workbook: its term list is Sources/Narration/Terms.swift.
                """,
            zh: glossaryLead.zh
                + """
                中文取自本书的中译本；译本没有的，取第 1 章介绍的四篇文章之一的写法；\
                两者都没有，或者译本的词容易误解的，是本练习册自拟的词，标有\(BookWords.ownMark)。\
                整本练习册都用同样的词，术语表见 Sources/Narration/Terms.swift。
                """)
        func chinese(_ word: String) -> String {
            word == "—" || BookWords.place(of: word) != nil ? word : word + BookWords.ownMark
        }
        glossaryTable(
            [text(en: "English", zh: "英文"), "中文", "ReactiveCocoa 2"],
            entries.map { [$0.english, chinese($0.chinese), $0.book.text(in: language)] })
        var places: [[String]] = []
        for entry in entries {
            guard let place = BookWords.place(of: entry.chinese),
                !places.contains(where: { $0[0] == entry.chinese })
            else { continue }
            places.append([entry.chinese, place.description])
        }
        if !places.isEmpty {
            say(
                en: "Where the translation, or an article, uses each of these words:",
                zh: "译本或文章在哪个标题下用到这些词：")
            table(["中文", text(en: "under the heading", zh: "所在标题")], places)
        }
        let departures = entries.compactMap { entry in
            Terms.term(for: entry.english).flatMap { term in
                term.texts.map { [entry.chinese, $0.text(in: language)] }
            }
        }
        guard !departures.isEmpty else { return }
        say(
            en: "Where the translation's words differ from this workbook's, or among themselves:",
            zh: "译本用词与本练习册不同、或前后不一的地方：")
        table(["中文", text(en: "the translation", zh: "译本")], departures)
    }

    /// The chapter's marble legend, if it has symbols of its own.
    fileprivate func legend(_ legend: MarbleLegend) {
        guard !legend.own.isEmpty else { return }
        say(
            en: """
                What the symbols of this chapter's marble diagrams mean, in every diagram. \
                Each column is one tick, numbered by the ruler above the lines; the events \
                of a busy tick are stacked in its column, one under another, in the order \
                they came. The exercises and their grades, which draw a line of text each, \
                write a busy tick's events in parentheses instead: (c|) is c, then the \
                completion, in one tick.
                """,
            zh: """
                本章弹珠图（marble diagram）里各个符号的含义，每张图都一样。每一列是一刻，\
                编号见图顶部的刻度尺；同一刻有几个事件时，按到达的先后在这一列里自上而下叠放。\
                练习和评分器的时间线每条只占一行，改把同一刻的几个事件写在括号里：(c|) 表示 c \
                和完成事件先后在同一刻到达。
                """)
        table(
            [text(en: "Symbol", zh: "符号"), text(en: "Meaning", zh: "含义")],
            legend.entries.map { [$0.shown(in: language), $0.meaning(in: language)] })
    }
}
