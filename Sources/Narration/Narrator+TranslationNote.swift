import WorkbookKit

extension Narrator {
    /// A translator's note (译注): where the book's Chinese translation itself
    /// misleads, what it says and what is meant. It is shown in both
    /// languages, so a reader of either edition learns where the other goes
    /// astray.
    ///
    /// ```swift
    /// page.translationNote(
    ///     en: "The translation says 回滚 (roll back) for replay; nothing is rolled back.",
    ///     zh: "译本把 replay 译作“回滚”，但这里没有任何东西被撤销。")
    /// // prints, in English
    /// //
    /// //   Note on the translation: The translation says 回滚 (roll back) for
    /// //     replay; nothing is rolled back.
    /// // and in Chinese
    /// //
    /// //   译注：译本把 replay 译作“回滚”，但这里没有任何东西被撤销。
    /// ```
    ///
    /// Book: the translation's own text, where it departs from the original.
    public func translationNote(en: String, zh: String) {
        footerNote(Self.translationNoteLead, Bilingual(en: en, zh: zh))
    }

    /// The words a translator's note starts with, in each language.
    public static let translationNoteLead = Bilingual(
        en: "Note on the translation:", zh: "译注：")
}
