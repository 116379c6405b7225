import Foundation
import Pixels
import WorkbookKit

// The pages `workbook read` writes itself: the contents, the exercise list,
// a page for a missing path, and the bar on top of every chapter's page.
extension Reading {
    /// A 200 answer with an HTML page.
    static func html(_ page: String) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(page.utf8))
    }

    /// An answer of `status` with a line of plain text.
    static func text(_ status: Int, _ line: String) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "text/plain; charset=utf-8", body: Data((line + "\n").utf8)
        )
    }

    /// "Chapter 3 · Signals and subscription · …", or "第 3 章 · 信号与订阅".
    static func chapterName(_ chapter: Int, in language: Language) -> String {
        language.pick("Chapter \(chapter) · ", "第 \(chapter) 章 · ")
            + Catalog.title(ofChapter: chapter, in: language)
    }

    /// `?lang=en` or `?lang=zh`.
    static func query(_ language: Language) -> String {
        language == .chinese ? "?lang=zh" : "?lang=en"
    }

    /// The bar on top of a page at `path` (of chapter `chapter`, if any):
    /// the contents, the chapters on either side, and the page in the other language.
    static func bar(path: String, chapter: Int?, in language: Language) -> String {
        let other: Language = language == .chinese ? .english : .chinese
        var links = [
            "<a href=\"index.html\(query(language))\">"
                + language.pick("Contents", "目录") + "</a>"
        ]
        if let chapter, chapter > 1 {
            links.append(
                "<a href=\"chapter\(chapter - 1).html\(query(language))\" rel=\"prev\">← "
                    + language.pick("Chapter \(chapter - 1)", "第 \(chapter - 1) 章") + "</a>")
        }
        if let chapter, chapter < 6 {
            links.append(
                "<a href=\"chapter\(chapter + 1).html\(query(language))\" rel=\"next\">"
                    + language.pick("Chapter \(chapter + 1)", "第 \(chapter + 1) 章") + " →</a>")
        }
        if chapter != nil {
            links.append(
                "<a href=\"\(path)\(query(language))&amp;slides\">"
                    + language.pick("Slides", "幻灯片") + "</a>")
        }
        links.append(
            "<a href=\"\(path)\(query(other))\" hreflang=\"\(other == .chinese ? "zh-Hans" : "en")\">"
                + other.pick("English", "中文") + "</a>")
        return "<nav class=\"reading\" style=\"font: 15px sans-serif; padding: 0.5em 0;"
            + " border-bottom: 1px solid #ccc; margin-bottom: 1em\">"
            + links.joined(separator: " · ") + "</nav>"
    }

    /// `page` with the bar just inside its `<body>`.
    static func withBar(_ page: String, path: String, chapter: Int?, in language: Language)
        -> String
    {
        let nav = bar(path: path, chapter: chapter, in: language)
        guard let body = page.range(of: "<body"),
            let end = page[body.upperBound...].firstIndex(of: ">")
        else { return nav + page }
        var page = page
        page.insert(contentsOf: "\n" + nav, at: page.index(after: end))
        return page
    }

    /// A whole page: `title` and `body`, in `language`, with the bar on top.
    static func page(title: String, body: String, path: String, in language: Language) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language == .chinese ? "zh-Hans" : "en")">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(title.htmlEscaped)</title>
        <style>body { max-width: 46em; margin: 1em auto; padding: 0 1em; font: 17px/1.5 sans-serif }
        td, th { padding: 0.2em 0.6em; text-align: left; vertical-align: top }</style>
        </head>
        <body>
        \(bar(path: path, chapter: nil, in: language))
        <h1>\(title.htmlEscaped)</h1>
        \(body)
        </body>
        </html>

        """
    }

    /// The contents: the six chapters, the exercises and the errata.
    static func contents(in language: Language) -> String {
        let chapters = Catalog.chapters.map { chapter in
            "<li><a href=\"chapter\(chapter).html\(query(language))\">"
                + chapterName(chapter, in: language).htmlEscaped + "</a></li>"
        }
        let body =
            "<ol>\n" + chapters.joined(separator: "\n") + "\n</ol>\n<p><a href=\"exercises.html"
            + query(language) + "\">" + language.pick("The exercises", "练习") + "</a> · "
            + "<a href=\"glossary.html\(query(language))\">"
            + language.pick("The glossary", "术语表") + "</a> · "
            + "<a href=\"bridge.html\(query(language))\">"
            + language.pick("The bridge table", "对照表") + "</a> · "
            + "<a href=\"errata.html\(query(language))\">"
            + language.pick("The errata", "勘误表") + "</a></p>"
        return page(
            title: language.pick(
                "Functional Reactive Programming on iOS: the workbook",
                "《iOS函数响应型编程》练习册"),
            body: body, path: "index.html", in: language)
    }

    /// Every exercise, chapter by chapter: its title, the book's section and its stub.
    static func exercises(in language: Language) -> String {
        let sections = Catalog.chapters.map { chapter in
            let rows = Catalog.exercises(inChapter: chapter).map { exercise in
                "<tr><td>\(exercise.id)</td><td>\(exercise.title(in: language).htmlEscaped)</td>"
                    + "<td>\(exercise.bookSection.htmlEscaped)</td>"
                    + "<td><a href=\"\(exercise.file)\"><code>\(exercise.file)</code></a></td></tr>"
            }
            return "<h2><a href=\"chapter\(chapter).html\(query(language))\">"
                + chapterName(chapter, in: language).htmlEscaped + "</a></h2>\n<table>\n"
                + rows.joined(separator: "\n") + "\n</table>"
        }
        let how = language.pick(
            "Grade one with <code>swift run workbook check N.M</code>.",
            "用 <code>swift run workbook check N.M</code> 为一道练习评分。")
        return page(
            title: language.pick("The exercises", "练习"),
            body: "<p>\(how)</p>\n" + sections.joined(separator: "\n"), path: "exercises.html",
            in: language)
    }

    /// The page for a path that names nothing.
    static func missing(_ path: String, in language: Language) -> String {
        page(
            title: language.pick("Not here", "没有这个页面"),
            body: "<p>" + language.pick("Nothing is at ", "这里没有 ")
                + "<code>\(path.htmlEscaped)</code>"
                + language.pick(".", "。") + "</p>",
            path: "index.html", in: language)
    }
}
