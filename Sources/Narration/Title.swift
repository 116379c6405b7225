/// A title in English and in the Chinese translation of the book, such as "Mapping · 映射".
///
/// Sections, chapters and the glossary use it, so a reader of either edition
/// recognises where they are.
///
/// ```swift
/// print(Title("Mapping", "映射"))   // prints Mapping · 映射
/// ```
///
/// Book: the section headings of *Functional Reactive Programming on iOS* and its translation.
public struct Title: Sendable, Hashable, CustomStringConvertible {
    /// The English title.
    public let english: String
    /// The title in the book's Chinese translation.
    public let chinese: String

    /// Creates a title from its English and Chinese forms.
    public init(_ english: String, _ chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// Both forms, joined by a middle dot: "Mapping · 映射".
    public var description: String {
        "\(english) · \(chinese)"
    }
}
