import WorkbookKit

extension Chapter {
    /// `--help`: how to run the chapter and its options, in `language`, then
    /// how to choose the language, in both.
    func help(_ page: Narrator, language: Language) {
        let count = allSections.count
        let usage =
            "swift run \(programName) [--list | --section N ...] [--step] [--no-pager] [--plain]"
        page.line(Bilingual(en: "Usage: " + usage, zh: "用法：" + usage).text(in: language))
        page.say(
            Bilingual(
                en: """
                    Chapter \(number) · \(title). Narrates the chapter's sections in the book's \
                    order and runs their code live. On a terminal the chapter is paged, as git \
                    pages: through $PAGER, or \(Pager.defaultCommand) when it is not set (space \
                    for more, q to quit).
                    """,
                zh: """
                    第 \(number) 章 · \(title)。按原书的顺序讲解本章各节，并当场运行其中的代码。\
                    在终端上，本章像 git 一样分页显示：使用 $PAGER，未设置时使用 \
                    \(Pager.defaultCommand)（空格翻页，q 退出）。
                    """),
            in: language)
        let rows: [(option: Bilingual, effect: Bilingual)] = [
            (
                Bilingual(en: "(none)", zh: "（无）"),
                Bilingual(en: "run every section, in the book's order", zh: "按原书顺序运行每一节")
            ),
            (
                flag("--list"),
                Bilingual(en: "print the \(count) sections, numbered", zh: "列出全部 \(count) 节及其编号")
            ),
            (
                flag("--section N"),
                Bilingual(
                    en: "run only section N (1 to \(count)); repeat it for more",
                    zh: "只运行第 N 节（1 到 \(count)）；可重复指定多节")
            ),
            (
                flag("--step"),
                Bilingual(
                    en: "pause for Enter between sections (q quits); no pager",
                    zh: "每节之间暂停，按 Enter 继续（q 退出）；不分页")
            ),
            (
                flag("--no-pager"),
                Bilingual(
                    en: "print straight to the terminal, without a pager", zh: "直接输出到终端，不经过分页程序")
            ),
            (
                flag("--plain"),
                Bilingual(
                    en: "no colour; also when NO_COLOR is set or output is not a terminal",
                    zh: "不使用颜色；设置了 NO_COLOR 或输出不是终端时也是如此")
            ),
            (
                flag("--errata"),
                Bilingual(
                    en: "print the errata: the translation, the listings, the articles",
                    zh: "打印勘误表：译本、书中代码清单和文章里的错误")
            ),
            (
                flag("--html"),
                Bilingual(
                    en: "write the chapter as one web page: --html > chapter.html",
                    zh: "把本章写成一个网页：--html > chapter.html")
            ),
            (flag("--help"), Bilingual(en: "show this help", zh: "显示本帮助")),
        ]
        page.table(
            [
                Bilingual(en: "Option", zh: "选项").text(in: language),
                Bilingual(en: "What it does", zh: "作用").text(in: language),
            ],
            rows.map { [$0.option.text(in: language), $0.effect.text(in: language)] })
    }

    /// A flag, which reads the same in both languages.
    private func flag(_ name: String) -> Bilingual {
        Bilingual(en: name, zh: name)
    }

    /// The options only this chapter has, after the shared ones in `--help`.
    func helpForExtras(_ extras: [ExtraOption], page: Narrator, language: Language) {
        page.say(
            Bilingual(en: "\(programName) also has:", zh: "\(programName) 另有以下选项："), in: language)
        page.table(
            [
                Bilingual(en: "Option", zh: "选项").text(in: language),
                Bilingual(en: "What it does", zh: "作用").text(in: language),
            ],
            extras.map { [$0.flag, $0.summary.text(in: language)] })
    }

    /// How to choose the language, in both: the chosen one first.
    func helpForLanguages(_ page: Narrator, language: Language) {
        let other: Language = language == .chinese ? .english : .chinese
        page.blank()
        for chosen in [language, other] {
            for text in page.lines(of: Language.howToChoose.text(in: chosen), in: chosen) {
                page.line(text)
            }
        }
    }
}
