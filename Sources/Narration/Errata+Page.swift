import TerminalText
import WorkbookKit

extension Errata {
    /// The errata page (勘误表), as `--errata` prints it from any chapter: the
    /// errors of the texts the workbook follows, by heading, each with what is
    /// meant and the section that shows it; then the words the workbook uses
    /// where the translation's mislead.
    ///
    /// ```
    /// 高阶函数
    ///   译注  原文：“需要满足下面两个条件”
    ///         应为：高阶函数接受函数作为参数，或者返回一个函数，满足其一即可。
    ///         见：第 1 章第 4 节“高阶函数”
    /// ```
    ///
    /// Book: the translation and the articles, where they mislead.
    public static func tell(_ page: Narrator) {
        let title = page.text(en: "Errata · 勘误表", zh: "勘误表 · Errata")
        page.line(Style.heading.apply(title, colour: page.colour))
        page.line(
            Style.dim.apply(String(repeating: "═", count: title.displayWidth), colour: page.colour))
        let notes = all.filter { $0.kind == .translation }.count
        page.say(
            en: """
                The errors of the texts this workbook follows that it corrects or works \
                around: \(all.count) in all. A translator's note (译注) is about the \
                Chinese of the translation, 《iOS函数响应型编程》; an editor's note (编注) \
                is about a slip that is not the translation's doing, in one of the book's \
                listings (\(all.filter { $0.kind == .listing }.count)) or in one of the \
                articles (\(all.filter { $0.kind == .article }.count)). They are in the \
                order of the translation's headings, then the articles'. Each names the \
                section where the workbook shows it; run it with \
                `swift run ChapterN --section M`.
                """,
            zh: """
                本练习册所参照的文本里，有些地方是错的或会误导读者；练习册在运行的代码里改正或\
                绕开了它们，共 \(all.count) 条。“译注”说的是译本《iOS函数响应型编程》的中文，\
                共 \(notes) 条；“编注”说的是不属于译本的问题：书中代码清单的笔误\
                （\(all.filter { $0.kind == .listing }.count) 条）或文章里的错误\
                （\(all.filter { $0.kind == .article }.count) 条）。\
                条目按译本的标题顺序排列，文章的条目在后。每条都注明练习册在哪一节演示它；\
                用 `swift run ChapterN --section M` 运行那一节。
                """)
        let translation = all.filter { $0.text == .translation }
        part(
            page, Bilingual(en: "The translation", zh: "译本"),
            translation.sorted { order($0) < order($1) })
        for article in Article.all {
            let entries = all.filter { $0.text == .article(article.number) }
            guard !entries.isEmpty else { continue }
            part(
                page,
                Bilingual(en: "The article " + article.englishName, zh: "文章" + article.chineseName),
                entries)
        }
        departures(page)
    }

    /// One text's entries, under a rule naming it, grouped by heading.
    private static func part(_ page: Narrator, _ name: Bilingual, _ entries: [Erratum]) {
        page.blank()
        let lead = "── " + name.text(in: page.language) + " "
        page.line(
            Style.heading.apply(lead, colour: page.colour)
                + Style.dim.apply(
                    String(repeating: "─", count: max(3, page.width - lead.displayWidth)),
                    colour: page.colour))
        var heading = ""
        for entry in entries {
            let shown = entry.part.map { "\(entry.heading)（\($0)）" } ?? entry.heading
            if shown != heading {
                heading = shown
                page.blank()
                page.line(Style.bold.apply(shown, colour: page.colour))
            }
            self.entry(page, entry)
        }
    }

    /// An entry: its label, then what the text says, what is meant, and where it is shown.
    private static func entry(_ page: Narrator, _ entry: Erratum) {
        let place = entry.shown
        let rows: [Bilingual] = [
            Bilingual(en: "says: “\(entry.says)”", zh: "原文：“\(entry.says)”"),
            Bilingual(en: "in fact: " + entry.meant.en + ".", zh: "说明：" + entry.meant.zh + "。"),
            Bilingual(
                en:
                    "shown: Chapter \(place.chapter), section \(place.section), \(place.title.english)",
                zh: "见：第 \(place.chapter) 章第 \(place.section) 节“\(place.title.chinese)”"),
        ]
        let label =
            entry.kind == .translation
            ? page.text(en: "translation", zh: "译注") : page.text(en: "editor", zh: "编注")
        labelled(page, label, rows.map { $0.text(in: page.language) })
    }

    /// Where `entry` stands among the translation's headings: a heading that
    /// repeats (总结) is found after the chapter title in `part`.
    private static func order(_ entry: Erratum) -> Int {
        let headings = BookWords.headings[.translation] ?? []
        let start = entry.part.flatMap { headings.firstIndex(of: $0) } ?? 0
        return headings[start...].firstIndex(of: entry.heading) ?? headings.count
    }

    /// `texts` under `label`, each wrapped to the page and indented under the first.
    private static func labelled(_ page: Narrator, _ label: String, _ texts: [String]) {
        let labelWidth = page.text(en: "translation", zh: "译注").displayWidth
        let indent = 2 + labelWidth + 2
        for (index, text) in texts.enumerated() {
            let lines = page.lines(of: text, in: page.language, width: page.width - indent)
            for (row, line) in lines.enumerated() {
                let start =
                    index == 0 && row == 0
                    ? "  " + label.padded(to: labelWidth) + "  "
                    : String(repeating: " ", count: indent)
                page.line(start + line)
            }
        }
    }

    /// The terms where the workbook's word is not the translation's, and why.
    private static func departures(_ page: Narrator) {
        page.say(
            en: """
                The workbook also uses one word per concept throughout (its term list is \
                Sources/Narration/Terms.swift). Where that word is not the translation's, \
                this is what the translation writes:
                """,
            zh: """
                此外，整本练习册一个概念只用一个词（术语表见 Sources/Narration/Terms.swift）。\
                下面这些词与译本的写法不同：
                """)
        page.blank()
        for term in Terms.all {
            guard let texts = term.texts else { continue }
            labelled(
                page, term.chinese,
                [term.english + page.text(en: ": ", zh: "：") + texts.text(in: page.language)])
        }
    }
}
