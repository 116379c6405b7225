/// How a section's Chinese title is built, so that every section has a title
/// of its own and says where it comes from.
///
/// A section under a heading of the translation takes that heading exactly.
/// Where several sections share a heading, each adds a subtitle of the
/// workbook's after a colon, so prose can name a section in Chinese
/// (`组播：重放给晚来的订阅者`). A section drawn from one of the articles
/// names it last (`登录模块（出自《iOS-OpenSource-ReactiveCocoa》）`). A
/// section the book does not have at all ends with `addedMark`.
///
/// ```swift
/// print(ChineseTitle.of("组播", "重放给晚来的订阅者"))
/// // prints 组播：重放给晚来的订阅者
/// print(ChineseTitle.of("登录模块", from: .openSource))
/// // prints 登录模块（出自《iOS-OpenSource-ReactiveCocoa》）
/// print(ChineseTitle.added("如今：异步序列"))
/// // prints 如今：异步序列（增补）
/// ```
///
/// Book: the section headings of the translation and the articles.
public enum ChineseTitle {
    /// The mark after the Chinese title of a section the book does not have,
    /// such as a chapter's Today section: a supplement, titled by the workbook.
    /// (`BookWords.ownMark`, （自拟）, marks coined words, not titles.)
    public static let addedMark = "（增补）"

    /// What joins a heading of the texts to the workbook's subtitle.
    public static let subtitleMark = "："

    /// What comes before an article's name at the end of a title.
    public static let sourceLead = "（出自"

    /// The title of a section under `heading`, a heading of the translation
    /// or, given `article`, of that article: the heading as the text writes
    /// it, then the workbook's `subtitle` if several sections share the
    /// heading, then the article's name.
    public static func of(
        _ heading: String, _ subtitle: String? = nil, from article: Article? = nil
    ) -> String {
        var title = heading
        if let subtitle { title += subtitleMark + subtitle }
        if let article { title += sourceLead + article.chineseName + "）" }
        return title
    }

    /// The title of a section the book does not have, with `addedMark`.
    public static func added(_ title: String) -> String {
        title + addedMark
    }

    /// Whether `title` ends with `addedMark`.
    public static func isAdded(_ title: String) -> Bool {
        title.hasSuffix(addedMark)
    }

    /// The heading of the texts `title` is built on, without its subtitle and
    /// its article's name; nil for a section of the workbook's own.
    ///
    /// ```swift
    /// print(ChineseTitle.heading(of: "组播：重放给晚来的订阅者") ?? "own")   // prints 组播
    /// ```
    public static func heading(of title: String) -> String? {
        guard !isAdded(title) else { return nil }
        var heading = title
        if let source = heading.range(of: sourceLead) {
            heading = String(heading[..<source.lowerBound])
        }
        if let colon = heading.range(of: subtitleMark) {
            heading = String(heading[..<colon.lowerBound])
        }
        return heading
    }

    /// The article `title` names as its source, if any.
    public static func article(of title: String) -> Article? {
        Article.all.first { title.hasSuffix(sourceLead + $0.chineseName + "）") }
    }

    /// `title` split where a page too narrow for it may break it: before the
    /// article's name, if it has one.
    static func parts(of title: String) -> [String] {
        guard let source = title.range(of: sourceLead) else { return [title] }
        return [String(title[..<source.lowerBound]), String(title[source.lowerBound...])]
    }
}
