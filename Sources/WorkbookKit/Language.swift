/// The language the workbook speaks to the reader: English or Simplified Chinese.
///
/// `--lang en` or `--lang zh` (also `--lang=zh`) on the command line decides;
/// without it, the environment does, in POSIX order: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty. A locale that starts
/// with `zh` (`zh_CN.UTF-8`, `zh_TW`, `zh`) means Chinese; any other, or
/// none, means English. Every text a reader sees is written in both (see
/// `Bilingual`); code is the same in both.
///
/// ```swift
/// let environment = ["LC_ALL": "", "LANG": "zh_CN.UTF-8"]
/// print(try Language.resolve(arguments: ["--section", "2"], environment: environment))
/// // prints chinese
/// print(try Language.resolve(arguments: ["--lang", "en"], environment: environment))
/// // prints english
/// ```
///
/// Book: none; the book and its translation are two books.
public enum Language: String, Sendable, CaseIterable {
    /// English, `--lang en`.
    case english = "en"
    /// Simplified Chinese, `--lang zh`.
    case chinese = "zh"

    /// The option that chooses the language.
    public static let option = "--lang"

    /// How to choose the language, for `--help`: printed in both languages
    /// whichever is chosen, so a reader who cannot read one finds the other.
    /// Each fits one line of 80 columns.
    public static let howToChoose = Bilingual(
        en: "Language: --lang en or --lang zh (Chinese); else LC_ALL, LC_MESSAGES or LANG.",
        zh: "语言：--lang zh 中文，--lang en 英文；默认按 LC_ALL、LC_MESSAGES、LANG 判断。")

    /// The language `arguments` (without the program's name) choose with
    /// `--lang`, or else the one `environment` chooses.
    ///
    /// Throws a `LanguageError` for `--lang` without a value or with one
    /// other than `en` or `zh`; its message is in the environment's language.
    public static func resolve(arguments: [String], environment: [String: String])
        throws(LanguageError) -> Language
    {
        var chosen: Language?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let value: String?
            if argument == option {
                value = remaining.popFirst()
            } else if argument.hasPrefix(option + "=") {
                value = String(argument.dropFirst(option.count + 1))
            } else {
                continue
            }
            guard let value, let language = Language(rawValue: value) else {
                throw LanguageError(value: value, language: of(environment))
            }
            chosen = language
        }
        return chosen ?? of(environment)
    }

    /// The language of the environment's locale: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is not empty decides.
    public static func of(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty }
        return locale?.hasPrefix("zh") == true ? .chinese : .english
    }

    /// `arguments` without `--lang` and its value, for the rest of a command
    /// line to be read as if it had never been there.
    public static func removingOption(from arguments: [String]) -> [String] {
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == option {
                _ = remaining.popFirst()
            } else if !argument.hasPrefix(option + "=") {
                kept.append(argument)
            }
        }
        return kept
    }
}

/// A `--lang` the workbook cannot follow: missing its value, or naming a
/// language other than `en` and `zh`.
///
/// ```swift
/// print(LanguageError(value: "fr", language: .english).message)
/// // prints --lang takes en or zh, not 'fr'
/// ```
public struct LanguageError: Error, Equatable {
    /// The value given, or nil when `--lang` ended the command line.
    public let value: String?
    /// The language to say it in.
    public let language: Language

    /// Creates the error for `value`, to be reported in `language`.
    public init(value: String?, language: Language) {
        self.value = value
        self.language = language
    }

    /// What was wrong, in both languages.
    public var text: Bilingual {
        guard let value else {
            return Bilingual(
                en: "--lang needs a language: en or zh", zh: "--lang 需要指定语言：en 或 zh")
        }
        return Bilingual(
            en: "--lang takes en or zh, not '\(value)'", zh: "--lang 只接受 en 或 zh，不接受 \(value)")
    }

    /// What was wrong, in one line of the chosen language.
    public var message: String { text.text(in: language) }
}
