import WorkbookKit

// The pages `workbook read` gathers from the chapters' own: the glossary and
// the bridge table, each chapter's part of them one after another.
extension Reading {
    /// The glossary section of a chapter's page: what follows its
    /// "Glossary · 术语表" heading, up to the next section.
    static func glossary(of page: String) -> String {
        guard let heading = page.range(of: "Glossary · 术语表</a></h2>") else { return "" }
        let rest = page[heading.upperBound...]
        let end = rest.range(of: "<h2")?.lowerBound ?? rest.range(of: "</main>")?.lowerBound
        return String(rest[..<(end ?? rest.endIndex)])
    }

    /// The bridge table's rows of a chapter's page: the tables of its Today
    /// section whose first row is RAC2's.
    static func bridge(of page: String) -> String {
        guard let today = page.firstRange(of: #/<h2 id="[^"]*"><a href="[^"]*">\d+\. Today: /#)
        else { return "" }
        var rest = page[today.upperBound...]
        var tables: [Substring] = []
        while let open = rest.range(of: "<table>"), let close = rest.range(of: "</table>"),
            open.lowerBound < close.lowerBound
        {
            let table = rest[open.lowerBound..<close.upperBound]
            if table.contains("<td>RAC2</td>") { tables.append(table) }
            rest = rest[close.upperBound...]
        }
        return tables.joined(separator: "\n")
    }

    /// A page of `parts`, each under its chapter's title, linking to the
    /// chapter: the glossary, or the bridge table.
    static func gathered(_ parts: [(Int, String)], glossary: Bool, in language: Language) -> String
    {
        let body = parts.map { chapter, part in
            "<h2><a href=\"chapter\(chapter).html\(query(language))\">"
                + chapterName(chapter, in: language).htmlEscaped + "</a></h2>\n" + part
        }
        return page(
            title: glossary
                ? language.pick("The glossary", "术语表")
                : language.pick("The bridge table: RAC2 and its successors", "对照表：RAC2 与它的后继者"),
            body: body.joined(separator: "\n"), path: glossary ? "glossary.html" : "bridge.html",
            in: language)
    }
}
