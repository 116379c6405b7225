/// A title in English and in Chinese, such as "Mapping · 高阶映射".
///
/// Sections, chapters and the glossary use it, so a reader of either edition
/// recognises where they are. The Chinese is built on the translation's own
/// heading (or an article's) where the section has one, as `ChineseTitle`
/// describes, and otherwise is the workbook's own, marked with
/// `ChineseTitle.addedMark`; a chapter's is the translation's chapter title.
///
/// ```swift
/// print(Title("Mapping", "高阶映射"))   // prints Mapping · 高阶映射
/// ```
///
/// Book: the section headings of *Functional Reactive Programming on iOS* and its translation.
public struct Title: Sendable, Hashable, CustomStringConvertible {
    /// The English title.
    public let english: String
    /// The Chinese title: built on the translation's heading, or the workbook's own, marked.
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
