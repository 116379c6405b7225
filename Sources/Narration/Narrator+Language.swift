import TerminalText
import WorkbookKit

extension Narrator {
    /// Narration in the reader's language: the English and its Chinese,
    /// written side by side so that neither can change without the other
    /// being seen.
    ///
    /// ```swift
    /// page.say(
    ///     en: "map hands each element to a function.",
    ///     zh: "map 把每个元素交给一个函数。")
    /// ```
    public func say(en: String, zh: String) {
        say(Bilingual(en: en, zh: zh), in: language)
    }

    /// Narration in the reader's language.
    public func say(_ text: Bilingual) {
        say(text, in: language)
    }

    /// The half of `en` and `zh` in the reader's language, for text a section
    /// prints through another call: a table's header, a live run's words.
    ///
    /// ```swift
    /// page.table([page.text(en: "Term", zh: "术语")], rows)
    /// ```
    public func text(en: String, zh: String) -> String {
        language == .english ? en : zh
    }

    /// A note under the `Book:` footer naming one way this library departs
    /// from ReactiveCocoa 2, in the reader's language.
    ///
    /// Call it after ``book(_:file:)``. Where the difference is behaviour,
    /// follow it with a short listing whose output shows it.
    ///
    /// ```swift
    /// page.book("RACSubject")
    /// page.differs(
    ///     en: "a late subscriber to a finished subject hears the end.",
    ///     zh: "晚来的订阅者也会听到已结束的 subject 是怎样结束的。")
    /// // prints, in English
    /// //
    /// //   Book: RACSubject
    /// //
    /// //   Differs from RAC2: a late subscriber to a finished subject hears the
    /// //     end.
    /// ```
    public func differs(en: String, zh: String) {
        footerNote(Self.differsLead, Bilingual(en: en, zh: zh))
    }

    /// The words a `Differs from RAC2:` note starts with, in each language.
    static let differsLead = Bilingual(en: "Differs from RAC2:", zh: "与 RAC2 的不同：")

    /// A note under the footer, `lead` then `text`, in the reader's language:
    /// two columns in, its continuations four, wrapped as narration is.
    func footerNote(_ lead: Bilingual, _ text: Bilingual) {
        if record(.note(lead: lead.text(in: language), text: text.text(in: language))) { return }
        let lines =
            language == .chinese
            ? (lead.zh + text.zh).lines(fittingColumns: width - 4)
            : wrap(lead.en + " " + text.en, width: width - 4).flatMap { $0 }
        blank()
        for (index, text) in lines.enumerated() {
            line((index == 0 ? "  " : "    ") + Style.book.apply(text, colour: colour))
        }
    }

    /// Narration in `language`: one or more paragraphs, wrapped to the width.
    ///
    /// English wraps at spaces. Chinese may also break between two Chinese
    /// characters, keeping its punctuation on the right side of the break
    /// (see `lines(fittingColumns:)` in TerminalText).
    ///
    /// ```swift
    /// page.say(Bilingual(en: "Runs every section.", zh: "运行每一节。"), in: .chinese)
    /// // prints
    /// //
    /// // 运行每一节。
    /// ```
    public func say(_ text: Bilingual, in language: Language) {
        if isRecording {
            for paragraph in text.text(in: language).split(separator: "\n\n") {
                _ = record(.paragraph(String(paragraph)))
            }
            return
        }
        for paragraph in paragraphs(of: text.text(in: language), in: language) {
            blank()
            for text in paragraph { line(text) }
        }
    }

    /// The lines of `text`, a text in `language`, wrapped to the width as
    /// `say(_:in:)` wraps them, without the blank lines between paragraphs.
    func lines(of text: String, in language: Language, width: Int? = nil) -> [String] {
        paragraphs(of: text, in: language, width: width ?? self.width).flatMap { $0 }
    }

    private func paragraphs(of text: String, in language: Language, width: Int? = nil)
        -> [[String]]
    {
        let width = width ?? self.width
        switch language {
        case .english:
            return wrap(text, width: width)
        case .chinese:
            let paragraphs = text.split(separator: "\n\n").map(String.init)
            return paragraphs.map { $0.lines(fittingColumns: width) }.filter { !$0.isEmpty }
        }
    }
}
