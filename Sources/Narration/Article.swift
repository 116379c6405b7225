import WorkbookKit

/// One of the four Chinese articles the workbook follows beside the book's
/// translation: its title, what it covers, and where the workbook uses it.
///
/// A chapter names an article by its title wherever it draws on it, through
/// `name(in:)`, so a reader never meets a bare "the third article". The
/// first section of Chapter 1 and the README introduce all four.
///
/// ```swift
/// print(Article.halfTheEffort.name(in: .chinese))   // prints 《事半功倍》
/// print(Article.halfTheEffort.name(in: .english))   // prints Half the Effort
/// ```
///
/// Book: none; the articles are four blog posts on ReactiveCocoa 2 in Chinese.
public struct Article: Sendable, Hashable {
    /// Its number in the workbook's map, 1 to 4 (`BookWords.Text.article`).
    public let number: Int
    /// The title, as the article writes it.
    public let title: String
    /// The short Chinese name chapters cite it by, in 《》.
    public let chineseName: String
    /// The short English name chapters cite it by.
    public let englishName: String
    /// Who wrote it and when, as far as the copy the workbook follows says.
    public let byline: Bilingual
    /// What it covers, in a sentence.
    public let covers: Bilingual
    /// Where the workbook uses it, in a sentence.
    public let usedIn: Bilingual

    /// The short name in `language`: 《事半功倍》, or Half the Effort.
    public func name(in language: Language) -> String {
        language == .chinese ? chineseName : englishName
    }

    /// The short name in both languages, for a sentence written with `say(en:zh:)`.
    public var name: Bilingual {
        Bilingual(en: englishName, zh: chineseName)
    }

    /// The article numbered `number`, 1 to 4.
    public static func numbered(_ number: Int) -> Article? {
        all.first { $0.number == number }
    }

    /// The four articles, in the workbook's order.
    public static let all = [mvvm, mvvmInPractice, halfTheEffort, openSource]

    /// `001-article.txt`: MVVM with ReactiveCocoa, on a Flickr search app.
    public static let mvvm = Article(
        number: 1, title: "MVVM ReactiveCocoa", chineseName: "《MVVM ReactiveCocoa》",
        englishName: "MVVM ReactiveCocoa",
        byline: Bilingual(
            en: """
                a blog post of June 2016 that names no author; it lists its sources, the \
                raywenderlich.com ReactiveCocoa tutorial and the blogs of 南峰子 and 雷纯锋
                """,
            zh: "2016 年 6 月的一篇博客，未署名；文中列出了它的来源：raywenderlich.com 的 "
                + "ReactiveCocoa 教程，以及南峰子和雷纯锋的博客"),
        covers: Bilingual(
            en: """
                MVVM with ReactiveCocoa on a Flickr search app: validating input, \
                RACCommand, instant search (throttle, flattenMap, deliverOn), schedulers, \
                @weakify, delegates as signals, a delayed fetch and two requests combined
                """,
            zh: "在一个 Flickr 搜索应用上用 ReactiveCocoa 实践 MVVM：输入验证、RACCommand、"
                + "即时搜索（throttle、flattenMap、deliverOn）、调度者、@weakify、"
                + "把代理变成信号、延迟获取，以及合并两个请求"),
        usedIn: Bilingual(
            en: "Chapter 3's search and delegate recipes, Chapter 4's recipes and Chapter 6's "
                + "idea of a binder",
            zh: "第 3 章的搜索与代理示例，第 4 章的几个示例，以及第 6 章所说的绑定器（binder）"))

    /// `002-article.txt`: the translation's section MVVM的具体实践, published again.
    public static let mvvmInPractice = Article(
        number: 2, title: "MVVM的具体实践", chineseName: "《MVVM的具体实践》",
        englishName: "MVVM的具体实践 (MVVM in practice)",
        byline: Bilingual(
            en: """
                the translation's section of that name, published again on its own, \
                with a few differences in its listings; no translator is named
                """,
            zh: "即译本中同名的一节，单独发表了一次，代码清单略有出入；未署译者"),
        covers: Bilingual(
            en: "the book's refactoring of the Pixels app into view models, with "
                + "ReactiveViewModel and its active flag",
            zh: "书中把 Pixels 应用重构成视图模型的过程，用到 ReactiveViewModel 及其 active 标志"),
        usedIn: Bilingual(
            en: "Chapter 6, read beside the translation (two editor's notes there are about it)",
            zh: "第 6 章（与译本对照着读，那里有两条关于它的编注）"))

    /// `003-article.txt`: ReactiveCocoa in practice: keyboards, a countdown, memory.
    public static let halfTheEffort = Article(
        number: 3, title: "用 ReactiveCocoa 事半功倍的写代码（一）", chineseName: "《事半功倍》",
        englishName: "Half the Effort",
        byline: Bilingual(
            en: "a blog post of April 2016, “用 ReactiveCocoa 事半功倍的写代码（一）” (writing "
                + "code with ReactiveCocoa for twice the result at half the effort, part one), "
                + "that names no author",
            zh: "2016 年 4 月的一篇博客，全名《用 ReactiveCocoa 事半功倍的写代码（一）》，未署名"),
        covers: Bilingual(
            en: """
                learning FRP from code, the keyboard's signals (merge, takeUntil), a \
                signal's contract written as a format, a verification code countdown \
                button (interval, zip, switchToLatest) and pipelines that release themselves
                """,
            zh: "从代码学 FRP、键盘的信号（merge、takeUntil）、把信号的契约写成固定格式、"
                + "发送验证码的倒计时按钮（interval、zip、switchToLatest），"
                + "以及自动释放的管道（Pipeline）"),
        usedIn: Bilingual(
            en: "Chapter 1's opening, the contracts printed under listings from Chapter 3 on, "
                + "Chapter 3's keyboard and Chapter 4's countdown and memory management",
            zh: "第 1 章的开篇，第 3 章起印在代码清单下的契约，第 3 章的键盘示例，"
                + "以及第 4 章的倒计时按钮和内存管理"))

    /// `004-article.txt`: streams, hot and cold signals, and a login view model.
    public static let openSource = Article(
        number: 4, title: "iOS-OpenSource-ReactiveCocoa",
        chineseName: "《iOS-OpenSource-ReactiveCocoa》",
        englishName: "iOS-OpenSource-ReactiveCocoa",
        byline: Bilingual(
            en: "a blog post of January 2017 that names no author",
            zh: "2017 年 1 月的一篇博客，未署名"),
        covers: Bilingual(
            en: """
                streams, pull- and push-driven sequences and signals, hot and cold \
                signals, and a login view model (combineLatest validation, RACCommand, \
                its execution signals and errors)
                """,
            zh: "流，pull-driven 和 push-driven 的序列与信号，热信号和冷信号，"
                + "以及一个登录视图模型（用 combineLatest 验证、RACCommand、"
                + "指令的执行信号和错误）"),
        usedIn: Bilingual(
            en: "Chapter 2's streams, Chapter 3's login form and Chapter 6's login tests",
            zh: "第 2 章讲流的部分，第 3 章的登录表单，以及第 6 章的登录测试"))
}
