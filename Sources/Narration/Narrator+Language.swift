import TerminalText
import WorkbookKit

extension Narrator {
    /// Narration in `language`: one or more paragraphs, wrapped to the width.
    ///
    /// English wraps as `say(_:)` does, at spaces. Chinese may also break
    /// between two Chinese characters, keeping its punctuation on the right
    /// side of the break (see `lines(fittingColumns:)` in TerminalText).
    ///
    /// ```swift
    /// page.say(Bilingual(en: "Runs every section.", zh: "运行每一节。"), in: .chinese)
    /// // prints
    /// //
    /// // 运行每一节。
    /// ```
    public func say(_ text: Bilingual, in language: Language) {
        for paragraph in paragraphs(of: text.text(in: language), in: language) {
            blank()
            for text in paragraph { line(text) }
        }
    }

    /// The lines of `text`, a text in `language`, wrapped to the width as
    /// `say(_:in:)` wraps them, without the blank lines between paragraphs.
    func lines(of text: String, in language: Language) -> [String] {
        paragraphs(of: text, in: language).flatMap { $0 }
    }

    private func paragraphs(of text: String, in language: Language) -> [[String]] {
        switch language {
        case .english:
            return wrap(text, width: width)
        case .chinese:
            let paragraphs = text.split(separator: "\n\n").map(String.init)
            return paragraphs.map { $0.lines(fittingColumns: width) }.filter { !$0.isEmpty }
        }
    }
}
