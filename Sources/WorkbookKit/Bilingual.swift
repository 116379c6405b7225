/// A text in both of the workbook's languages, English and Simplified Chinese.
///
/// Its only initialiser takes both, so a text cannot gain its English without
/// its Chinese: a message written in one language only does not compile.
/// `text(in:)` picks the one the reader chose.
///
/// ```swift
/// let quit = Bilingual(en: "q to quit", zh: "按 q 退出")
/// print(quit.text(in: .chinese))   // prints 按 q 退出
/// ```
///
/// Book: none; the translation is a second book, the workbook one program.
public struct Bilingual: Sendable, Hashable {
    /// The English text.
    public let en: String
    /// The Simplified Chinese text.
    public let zh: String

    /// Creates the text from its English and its Chinese.
    public init(en: String, zh: String) {
        self.en = en
        self.zh = zh
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: en
        case .chinese: zh
        }
    }
}
