import WorkbookKit

/// One row of a chapter's glossary: a term in English, in Chinese, and in ReactiveCocoa 2.
///
/// ```swift
/// let entry = GlossaryEntry("map", "映射", book: "-[RACSequence map:]")
/// print(entry.book.en)   // prints -[RACSequence map:]
/// ```
///
/// Where the chapter has an apparatus, its glossary looks the Chinese up in
/// `BookWords`: a word the translation or an article uses is printed as it is,
/// with the heading where it appears; any other is a word the workbook
/// coined, marked （自拟）.
///
/// Book: the vocabulary of the chapter, with the translation's terms.
public struct GlossaryEntry: Sendable, Hashable {
    /// The term as this workbook's Swift code and prose use it.
    public let english: String
    /// The term in Chinese: the word of the workbook's term list (`Terms`),
    /// which is the translation's where it has one.
    public let chinese: String
    /// The ReactiveCocoa 2 name the book uses, or "—" when it has none; in
    /// each language where it is a description rather than a name.
    public let book: Bilingual

    /// Creates a glossary row whose ReactiveCocoa 2 column is a name, the
    /// same in both languages.
    public init(_ english: String, _ chinese: String, book: String) {
        self.init(english, chinese, book: Bilingual(en: book, zh: book))
    }

    /// Creates a glossary row whose ReactiveCocoa 2 column says something in words.
    public init(_ english: String, _ chinese: String, book: Bilingual) {
        self.english = english
        self.chinese = chinese
        self.book = book
    }
}
