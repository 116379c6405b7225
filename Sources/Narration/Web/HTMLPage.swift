import WorkbookKit

/// A chapter as one self-contained web page, written from the blocks its
/// narrator recorded.
///
/// The page is HTML that is also well-formed XML: every element is closed
/// and text is escaped. It embeds its stylesheet and fetches nothing, no
/// fonts and no scripts; its one short script is the slide view
/// (`SlideView`), which `?slides` turns on. Its language is the narration's
/// (`lang="zh-Hans"` for Chinese), and a contents list links to every
/// section's heading.
///
/// ```swift
/// let recorder = BlockRecorder()
/// let page = Narrator(recordingInto: recorder)
/// page.say(en: "A signal sends values.", zh: "信号发送值。")
/// print(HTMLPage(title: "Chapter 3", language: .english, blocks: recorder.blocks).html)
/// // prints <!DOCTYPE html> <html lang="en"> … <p>A signal sends values.</p> …
/// ```
///
/// Book: no equivalent; the book is printed.
public struct HTMLPage: Sendable {
    /// The page's title, for the browser's tab.
    public let title: String
    /// The language of the narration.
    public let language: Language
    /// What the narrator recorded, in order.
    public let blocks: [Block]

    /// A page titled `title` showing `blocks`, in `language`.
    public init(title: String, language: Language, blocks: [Block]) {
        self.title = title
        self.language = language
        self.blocks = blocks
    }

    /// The language's tag for the `lang` attribute.
    var languageTag: String {
        language == .chinese ? "zh-Hans" : "en"
    }

    /// The whole document.
    public var html: String {
        var writer = BlockWriter(language: language, terms: glossaryAnchors)
        for (index, block) in blocks.enumerated() { writer.write(block, number: index) }
        return """
            <!DOCTYPE html>
            <html lang="\(languageTag)" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(title.htmlEscaped)</title>
            <style>\(PageStyle.css)\n\(SlideView.css)</style>
            </head>
            <body>
            \(contents)<main>
            \(writer.html)</main>
            \(SlideView.script)
            </body>
            </html>

            """
    }

    /// A list of links to the sections, or nothing when there are fewer than two.
    private var contents: String {
        let sections = blocks.compactMap { block -> (String, String)? in
            guard case .heading(2, let text, let anchor) = block else { return nil }
            return (text, anchor)
        }
        guard sections.count > 1 else { return "" }
        let label = language == .chinese ? "目录" : "Contents"
        let items = sections.map { "<li><a href=\"#\($1)\">\($0.htmlEscaped)</a></li>" }
        return """
            <nav class="contents" aria-label="\(label)"><details><summary>\(label)</summary>\
            <ol>\(items.joined())</ol></details></nav>\n
            """
    }

    /// Each glossary term, in English and Chinese, and its entry's anchor.
    var glossaryAnchors: [String: String] {
        var anchors: [String: String] = [:]
        for case .glossary(_, let rows) in blocks {
            for row in rows {
                guard let english = row.first else { continue }
                let anchor = Self.anchor(forTerm: english)
                anchors[english] = anchors[english] ?? anchor
                guard language == .chinese, row.count > 1 else { continue }
                let chinese = String(row[1].trimmingSuffix(BookWords.ownMark))
                if chinese.count > 1, chinese != "—" {
                    anchors[chinese] = anchors[chinese] ?? anchor
                }
            }
        }
        return anchors
    }

    /// The anchor of a glossary term's entry: `term-` and its letters and digits.
    ///
    /// ```swift
    /// print(HTMLPage.anchor(forTerm: "flatMap(_:)"))   // prints term-flatmap
    /// ```
    static func anchor(forTerm term: String) -> String {
        let letters = term.lowercased().map {
            $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-"
        }
        return "term-" + String(letters).split(separator: "-").joined(separator: "-")
    }
}

extension String {
    /// The string without `suffix` at its end, if it ends with it.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}
