import WorkbookKit

/// Narration's inline text as HTML: text between backticks becomes code,
/// and the first mention of a glossary term in a section links to its entry.
///
/// ```swift
/// var text = InlineText(terms: ["signal": "term-signal"])
/// print(text.html("A signal sends `next`."))
/// // prints A <a class="term" href="#term-signal">signal</a> sends <code>next</code>.
/// print(text.html("Another signal."))   // prints Another signal.
/// text.newSection()
/// ```
///
/// Book: no equivalent; the book's index lists its terms.
struct InlineText {
    /// Each term, in English or Chinese, and the anchor of its glossary entry.
    let terms: [String: String]
    /// The terms already linked in this section.
    private var linked: Set<String> = []

    init(terms: [String: String]) {
        self.terms = terms
    }

    /// Starts a section: each term may be linked once more.
    mutating func newSection() {
        linked = []
    }

    /// `text` as escaped HTML with its code and, if `links`, its terms linked.
    mutating func html(_ text: String, links: Bool = true) -> String {
        var html = ""
        for (index, piece) in text.split(separator: "`", omittingEmptySubsequences: false)
            .enumerated()
        {
            if index % 2 == 1 {
                html += "<code>\(piece.htmlEscaped)</code>"
            } else {
                html += links ? linkingTerms(in: String(piece)) : piece.htmlEscaped
            }
        }
        return html
    }

    /// `text` escaped, with the first mention of each term not yet linked made a link.
    private mutating func linkingTerms(in text: String) -> String {
        var html = ""
        var rest = Substring(text)
        while let (range, term) = firstMention(in: rest) {
            linked.insert(term)
            html += rest[..<range.lowerBound].htmlEscaped
            html +=
                "<a class=\"term\" href=\"#\(terms[term] ?? "")\">\(rest[range].htmlEscaped)</a>"
            rest = rest[range.upperBound...]
        }
        return html + rest.htmlEscaped
    }

    /// The earliest mention in `text` of a term not yet linked, the longest
    /// where two start together; a Latin term only as a whole word.
    private func firstMention(in text: Substring) -> (Range<Substring.Index>, String)? {
        var best: (Range<Substring.Index>, String)?
        for term in terms.keys where !linked.contains(term) {
            var searched = text.startIndex
            while let range = text[searched...].range(of: term) {
                if isWhole(range, in: text, latin: term.first?.isASCII ?? false) {
                    if let (earlier, other) = best,
                        earlier.lowerBound < range.lowerBound
                            || (earlier.lowerBound == range.lowerBound && other.count >= term.count)
                    {
                        break
                    }
                    best = (range, term)
                    break
                }
                searched = range.upperBound
            }
        }
        return best
    }

    /// Whether `range` is a whole word of `text`: no letter, digit or `_` on
    /// either side. Chinese has no spaces, so a Chinese term is always whole.
    private func isWhole(_ range: Range<Substring.Index>, in text: Substring, latin: Bool) -> Bool {
        guard latin else { return true }
        let isWordCharacter = { (character: Character) in
            character.isLetter || character.isNumber || character == "_"
        }
        let before =
            range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
        let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
        return !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false)
    }
}
