import WorkbookKit

extension Narrator {
    /// A translator's note (译注): where the book's Chinese translation itself
    /// misleads, what it says and what is meant. It is shown in both
    /// languages, so a reader of either edition learns where the other goes
    /// astray. Every note is also on the errata page (`Errata`).
    ///
    /// ```swift
    /// page.translationNote(
    ///     en: "The translation says 配置 (configure) for dispose; nothing is configured.",
    ///     zh: "译本把 dispose 译作“配置”，但这里并没有配置任何东西。")
    /// // prints, in English
    /// //
    /// //   Note on the translation: The translation says 配置 (configure) for
    /// //     dispose; nothing is configured.
    /// // and in Chinese
    /// //
    /// //   译注：译本把 dispose 译作“配置”，但这里并没有配置任何东西。
    /// ```
    ///
    /// Book: the translation's own text, where it departs from the original.
    public func translationNote(en: String, zh: String) {
        footerNote(Self.translationNoteLead, Bilingual(en: en, zh: zh))
    }

    /// An editor's note (编注): a slip in a text the workbook follows that is
    /// not the translation's doing, in one of the book's listings, or in one
    /// of the articles, and what the workbook runs instead. Like a
    /// translator's note it is shown in both languages and listed on the
    /// errata page.
    ///
    /// ```swift
    /// page.editorNote(
    ///     en: "The book's listing reads fullsizedData; the property is fullsizeData.",
    ///     zh: "书中的代码清单写作 fullsizedData；属性名是 fullsizeData。")
    /// // prints, in Chinese
    /// //
    /// //   编注：书中的代码清单写作 fullsizedData；属性名是 fullsizeData。
    /// ```
    ///
    /// Book: the listings of the book and the articles, where they cannot run as printed.
    public func editorNote(en: String, zh: String) {
        footerNote(Self.editorNoteLead, Bilingual(en: en, zh: zh))
    }

    /// An editor's note under one of the book's listings that cannot run as
    /// printed: what the listing says, what is meant (both from the listing's
    /// entry in `Errata`), and how to print the errata page. `says` is the
    /// entry's quotation.
    ///
    /// ```swift
    /// page.listingNote("photoTitle")
    /// // prints, in English
    /// //
    /// //   Editor's note: The book's listing here reads “photoTitle”: the photo
    /// //     model's property is photoName. The errata page lists it too (run
    /// //     any chapter with --errata).
    /// ```
    ///
    /// Book: the book's listings, where they cannot run as printed.
    public func listingNote(_ says: String) {
        guard let erratum = Errata.listings.first(where: { $0.says == says }) else {
            preconditionFailure("no listing erratum quotes \(says)")
        }
        editorNote(
            en: "The book's listing here reads “\(says)”: \(erratum.meant.en). The errata "
                + "page lists it too (run any chapter with --errata).",
            zh: "书中这里的代码清单写作“\(says)”：\(erratum.meant.zh)。勘误表里也有这一条"
                + "（任一章加 --errata 运行即可打印）。")
    }

    /// The words a translator's note starts with, in each language.
    public static let translationNoteLead = Bilingual(
        en: "Note on the translation:", zh: "译注：")

    /// The words an editor's note starts with, in each language.
    public static let editorNoteLead = Bilingual(en: "Editor's note:", zh: "编注：")
}
