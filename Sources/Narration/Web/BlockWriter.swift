import WorkbookKit

/// Writes a page's blocks as semantic HTML, one after another, for `HTMLPage`.
///
/// Headings get anchors, listings are coloured Swift (`SwiftHighlighter`),
/// live output is a `<pre class="output">`, marble diagrams are pictures
/// (`MarbleSVG`), notes are `<aside>`s, a `Source:` path links to the file,
/// and each glossary row is the target of its term's links (`InlineText`).
///
/// ```swift
/// var writer = BlockWriter(language: .english, terms: [:])
/// writer.write(.output(["42"]), number: 0)
/// print(writer.html)   // prints <pre class="output"><samp><span class="line">42</span></samp></pre>
/// ```
struct BlockWriter {
    let language: Language
    /// The HTML written so far.
    private(set) var html = ""
    private var inline: InlineText

    init(language: Language, terms: [String: String]) {
        self.language = language
        self.inline = InlineText(terms: terms)
    }

    /// Appends block `block`, the page's block number `number`.
    mutating func write(_ block: Block, number: Int) {
        switch block {
        case .heading(let level, let text, let anchor):
            inline.newSection()
            html +=
                "<h\(level) id=\"\(anchor)\"><a href=\"#\(anchor)\">\(text.htmlEscaped)</a></h\(level)>\n"
        case .paragraph(let text):
            html += "<p>\(inline.html(text))</p>\n"
        case .listing(let listing, let reason):
            html += self.listing(listing, notRun: reason)
        case .command(let lines):
            let code = lines.map { "<code>\($0.htmlEscaped)</code>" }.joined(separator: "\n")
            html += "<pre class=\"command\">\(code)</pre>\n"
        case .output(let lines):
            let text = lines.map { "<span class=\"line\">\($0.htmlEscaped)</span>" }
            html += "<pre class=\"output\"><samp>\(text.joined(separator: "\n"))</samp></pre>\n"
        case .marbles(let diagram):
            html += MarbleSVG(diagram: diagram, id: "marbles-\(number)", language: language).html
        case .table(let header, let rows):
            html += table(header, rows, anchored: false)
        case .glossary(let header, let rows):
            html += table(header, rows, anchored: true)
        case .contract(let function, let lines, let source):
            let fields = lines.map {
                "<p>\(inline.html($0.joined(separator: " · "), links: false))</p>"
            }
            html += """
                <div class="contract"><p><strong><code>\(function.htmlEscaped)</code></strong></p>\
                \(fields.joined())\(sourceLine(source))</div>\n
                """
        case .note(let lead, let text):
            html +=
                "<aside class=\"note\"><strong>\(lead.htmlEscaped)</strong>\(inline.html(text))</aside>\n"
        case .book(let names, let source):
            let label = language == .chinese ? "原书：" : "Book: "
            let list = inline.html(names.joined(separator: ", "), links: false)
            html += "<p class=\"book\">\(label)\(list)</p>\n" + sourceLine(source)
        case .picture(let lines):
            html += "<pre class=\"picture\">\(lines.joined(separator: "\n").htmlEscaped)</pre>\n"
        case .preformatted(let lines):
            html += "<pre class=\"text\">\(lines.joined(separator: "\n").htmlEscaped)</pre>\n"
        }
    }

    /// A listing with its file and lines, and why it was not run, if it was not.
    private func listing(_ listing: Listing, notRun reason: String?) -> String {
        let first = listing.lineNumbers.first ?? listing.line
        let last = listing.lineNumbers.last ?? listing.line
        let lines = language == .chinese ? "第 \(first)–\(last) 行" : "lines \(first)–\(last)"
        var html = """
            <figure class="listing"><pre><code class="language-swift">\
            \(SwiftHighlighter.html(listing.lines.joined(separator: "\n")))</code></pre>\
            <figcaption>\(listing.file.htmlEscaped), \(lines)</figcaption></figure>\n
            """
        if let reason { html += "<p class=\"not-run\">(not run: \(reason.htmlEscaped))</p>\n" }
        return html
    }

    /// A `Source:` line linking to the file, or nothing without one.
    private func sourceLine(_ source: String?) -> String {
        guard let source else { return "" }
        let label = language == .chinese ? "源码：" : "Source: "
        let path = source.htmlEscaped
        return "<p class=\"source\">\(label)<a href=\"\(path)\"><code>\(path)</code></a></p>\n"
    }

    /// A table; if `anchored`, each row has the id its first cell's term links to.
    private mutating func table(_ header: [String], _ rows: [[String]], anchored: Bool) -> String {
        let head = header.map { "<th scope=\"col\">\($0.htmlEscaped)</th>" }.joined()
        var used: Set<String> = []
        let body = rows.map { row in
            var id = ""
            if anchored, let term = row.first {
                let anchor = HTMLPage.anchor(forTerm: term)
                if used.insert(anchor).inserted { id = " id=\"\(anchor)\"" }
            }
            let cells = row.map { "<td>\(inline.html($0, links: false))</td>" }.joined()
            return "<tr\(id)>\(cells)</tr>"
        }
        return """
            <table><thead><tr>\(head)</tr></thead><tbody>\(body.joined(separator: "\n"))\
            </tbody></table>\n
            """
    }
}
