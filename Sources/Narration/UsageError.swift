import WorkbookKit

/// A command line the chapter cannot follow, with a one-line explanation in
/// each language.
///
/// Two errors are equal when their English is: both come from one `Bilingual`.
///
/// ```swift
/// let error = UsageError(Bilingual(en: "unknown option '--colour'", zh: "未知选项“--colour”"))
/// print(error)                         // prints unknown option '--colour'
/// print(error.message(in: .chinese))   // prints 未知选项“--colour”
/// ```
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in one line, in both languages.
    public let text: Bilingual

    /// Creates the error with its one-line message in both languages.
    public init(_ text: Bilingual) {
        self.text = text
    }

    /// What was wrong, in English.
    public var message: String { text.en }

    /// What was wrong, in `language`.
    public func message(in language: Language) -> String {
        text.text(in: language)
    }

    /// The English message.
    public var description: String { message }

    /// Whether the two errors say the same, compared by their English.
    public static func == (left: UsageError, right: UsageError) -> Bool {
        left.message == right.message
    }
}
