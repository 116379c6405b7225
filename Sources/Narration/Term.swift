import WorkbookKit

/// One concept, the one Chinese word the workbook uses for it, and the other
/// words a reader must not meet for it in any of the workbook's Chinese.
///
/// The word is the translation's where it has one, as `BookWords` lists it;
/// failing that an article's; failing both, one the workbook coined, marked
/// （自拟） in the glossaries. Where the workbook departs from the
/// translation's word because that word misleads (回滚 for replay), `texts`
/// says what the translation writes, so the departure is cited once.
///
/// ```swift
/// let replay = Terms.term(for: "replay")!
/// print(replay.chinese)                                 // prints 重放
/// print(replay.variants(in: "只下载一次，回滚给晚来的"))  // prints ["回滚"]
/// print(replay.variants(in: "译本作“回滚”"))             // prints []
/// ```
///
/// Book: the vocabulary of the translation, made consistent.
public struct Term: Sendable {
    /// The concept in English, as the glossaries write it.
    public let english: String
    /// The one Chinese word for it.
    public let chinese: String
    /// Words that must not stand for the concept.
    public let variants: [String]
    /// Phrases holding a variant in another sense (命令 in 命令行), which a
    /// variant inside them does not break.
    public let otherSenses: [String]
    /// What the translation or an article writes instead, where the workbook
    /// departs from it on purpose: shown in the glossary and on the errata page.
    public let texts: Bilingual?

    /// A term with its `variants`, and the phrases where they mean something else.
    public init(
        _ english: String, _ chinese: String, variants: [String], otherSenses: [String] = [],
        texts: Bilingual? = nil
    ) {
        self.english = english
        self.chinese = chinese
        self.variants = variants
        self.otherSenses = otherSenses
        self.texts = texts
    }

    /// The variants used for this concept in `text`, once each.
    ///
    /// A variant inside quotation marks (“…” or ‘…’) is a quotation of the
    /// texts, and one inside a phrase of `otherSenses` means something else:
    /// neither counts.
    public func variants(in text: String) -> [String] {
        let prose = Self.outsideQuotations(text)
        var found: [String] = []
        for variant in variants where !found.contains(variant) {
            var searched = prose.startIndex
            while let range = prose.range(of: variant, range: searched..<prose.endIndex) {
                searched = range.upperBound
                if !isOtherSense(range, in: prose) {
                    found.append(variant)
                    break
                }
            }
        }
        return found
    }

    /// Whether the variant at `range` lies within one of `otherSenses`.
    private func isOtherSense(_ range: Range<String.Index>, in text: String) -> Bool {
        otherSenses.contains { phrase in
            var searched = text.startIndex
            while let found = text.range(of: phrase, range: searched..<text.endIndex) {
                if found.lowerBound <= range.lowerBound, range.upperBound <= found.upperBound {
                    return true
                }
                searched = text.index(after: found.lowerBound)
            }
            return false
        }
    }

    /// `text` with every quotation (“…”, ‘…’) blanked out, its length kept.
    ///
    /// An apostrophe (’) inside a quotation does not end it.
    static func outsideQuotations(_ text: String) -> String {
        var closers: [Character] = []
        var kept = ""
        for character in text {
            if character == "“" { closers.append("”") }
            if character == "‘" { closers.append("’") }
            kept.append(closers.isEmpty ? character : " ")
            if character == closers.last { closers.removeLast() }
        }
        return kept
    }
}
