import Narration

extension Section {
    /// What the workbook follows: the book in its Chinese translation and four
    /// articles, how section titles say which, and where the errata are.
    static let theTexts = Section(
        "The book and the four articles", ChineseTitle.added("本书与四篇文章")
    ) { page in
        page.say(
            en: """
                This workbook follows Ash Furrow's Functional Reactive Programming on \
                iOS (2014), written for ReactiveCocoa 2 in Objective-C, in its Chinese \
                translation by kevinHM, 《iOS函数响应型编程》, and four Chinese articles \
                on ReactiveCocoa 2 that teach what the book leaves out. Each chapter runs \
                their ideas in Swift, in the book's order. The articles are cited by \
                their titles:
                """,
            zh: """
                本练习册参照 Ash Furrow 的《Functional Reactive Programming on iOS》\
                （2014 年，用 Objective-C 写 ReactiveCocoa 2），用的是 kevinHM 的中译本\
                《iOS函数响应型编程》，另外还参照了四篇讲 ReactiveCocoa 2 的中文文章，\
                它们补上了书中没讲的内容。每一章都按原书的顺序，用 Swift 把这些内容运行一遍。\
                引用文章时写它的简称（全名见下）：
                """)
        for article in Article.all {
            page.say(
                en: "\(article.englishName): \(article.byline.en). "
                    + "It covers \(article.covers.en). The workbook uses it in "
                    + "\(article.usedIn.en).",
                zh: "\(article.chineseName)：\(article.byline.zh)。内容是\(article.covers.zh)。"
                    + "本练习册在\(article.usedIn.zh)用到它。")
        }
        page.say(
            en: """
                A section's Chinese title says where it comes from. A heading of the \
                translation stands as the translation writes it, such as 高阶映射; where \
                several sections share one, each adds a subtitle of its own after a \
                colon, as in 组播：重放给晚来的订阅者. A section taken from an article \
                ends with the article's name, as in 登录模块（出自《iOS-OpenSource-ReactiveCocoa》）. \
                A section the book does not have ends with \(ChineseTitle.addedMark). \
                In the glossaries, \(BookWords.ownMark) marks a word the workbook coined.
                """,
            zh: """
                每一节的中文标题都说明了它的出处。译本的标题照原样写，比如“高阶映射”；\
                几节同属一个标题时，各自在冒号后加一个小标题，比如“组播：重放给晚来的订阅者”。\
                取自文章的小节，标题末尾注明文章，比如“登录模块（出自《iOS-OpenSource-ReactiveCocoa》）”。\
                书中没有的小节，标题末尾标\(ChineseTitle.addedMark)。术语表里的\
                \(BookWords.ownMark)则标出本练习册自拟的词。
                """)
        page.say(
            en: """
                The translation and the articles make mistakes, and so do a few of the \
                book's listings. Where a section corrects one, a note in that section \
                says so: a translator's note (译注) for the translation's Chinese, an \
                editor's note (编注) for a listing or an article. All of them are on one \
                page, the errata (勘误表), which any chapter prints:
                """,
            zh: """
                译本和文章都有出错的地方，书中的个别代码清单也有笔误。哪一节改正了其中一处，\
                那一节里就有一条注：译本中文的问题标“译注”，代码清单或文章的问题标“编注”。\
                所有这些都汇总在一页勘误表里，任何一章都可以打印出来：
                """)
        page.command(
            page.text(
                en: "swift run Chapter1 --errata", zh: "swift run Chapter1 --errata --lang zh"))
        page.book(page.text(en: "none; this section introduces the texts", zh: "无；本节介绍所参照的文本"))
    }
}
