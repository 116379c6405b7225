/// One row of a chapter's glossary: a term in English, in Chinese, and in ReactiveCocoa 2.
///
/// ```swift
/// let entry = GlossaryEntry("map", "映射", book: "-[RACSequence map:]")
/// print(entry.book)   // prints -[RACSequence map:]
/// ```
///
/// Where the chapter has an apparatus, its glossary looks the Chinese up in
/// `BookWords`: a word the translation or an article uses is printed as it is,
/// with the heading where it appears; any other is marked as the workbook's own.
///
/// Book: the vocabulary of the chapter, with the translation's terms.
public struct GlossaryEntry: Sendable, Hashable {
    /// The term as this workbook's Swift code and prose use it.
    public let english: String
    /// The term in Chinese: the translation's word where it has one, as it writes it.
    public let chinese: String
    /// The ReactiveCocoa 2 name the book uses, or "—" when it has none.
    public let book: String

    /// Creates a glossary row.
    public init(_ english: String, _ chinese: String, book: String) {
        self.english = english
        self.chinese = chinese
        self.book = book
    }
}
