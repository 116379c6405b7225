import WorkbookKit

/// Why the app cannot start or go on, in one line: a bad option, a script
/// it cannot read or run, a server it cannot reach.
///
/// ```swift
/// print(LaunchError(Bilingual(en: "--api needs a URL", zh: "--api 需要一个 URL")))
/// // prints --api needs a URL
/// ```
///
/// Book: none; an iOS app has no command line
public struct LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in English and in Chinese.
    public let text: Bilingual

    /// What is wrong, in English.
    public var description: String { text.en }

    /// An error that says `text`.
    public init(_ text: Bilingual) {
        self.text = text
    }

    /// An error that says `en`, in Chinese `zh`.
    init(en: String, zh: String) {
        self.init(Bilingual(en: en, zh: zh))
    }
}
