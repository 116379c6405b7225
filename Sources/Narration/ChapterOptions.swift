import WorkbookKit

/// What a chapter was asked to do on its command line.
///
/// | Option | Effect |
/// |---|---|
/// | (none) | run every section in order |
/// | `--list` | print the numbered sections and stop |
/// | `--section N`, `--section=N` | run only section N; given again, run each in the order given |
/// | `--step` | pause for Enter between sections, for workshops |
/// | `--no-pager` | on a terminal, print straight to it instead of through a pager |
/// | `--plain` | no colour, even on a terminal |
/// | `--errata` | print the errata page (`Errata`) and stop |
/// | `--html` | write the sections (or the errata) as one web page (`HTMLPage`) |
/// | `--lang en`, `--lang zh` | help and messages in English or Chinese (see `Language`) |
/// | `--help`, `-h` | explain the options and stop |
///
/// Anything else is a `UsageError`, which the chapter reports on one line,
/// in the chosen language, before exiting with code 2.
///
/// ```swift
/// let options = try ChapterOptions(["--section", "3", "--plain"], sectionCount: 8)
/// print(options.action, options.plain)   // prints sections([3]) true
/// ```
///
/// Book: no equivalent; the book's examples live in Xcode projects.
public struct ChapterOptions: Sendable, Equatable {
    /// What the run should do.
    public enum Action: Sendable, Equatable {
        /// Run every section.
        case all
        /// Run these sections (numbered from 1), in this order.
        case sections([Int])
        /// Print the sections.
        case list
        /// Print the errata page.
        case errata
        /// Explain the options.
        case help
    }

    /// What the run should do.
    public var action: Action = .all
    /// Whether to pause for Enter between sections.
    public var step = false
    /// Whether colour was turned off with `--plain`.
    public var plain = false
    /// Whether a run on a terminal may go through a pager (`--no-pager` says no).
    public var pager = true
    /// Whether to write a web page instead of terminal text (`--html`).
    public var html = false
    /// The language `--lang` chose, or nil when the environment decides.
    public var language: Language?

    /// Reads `arguments` (without the program's name) for a chapter of `sectionCount` sections.
    ///
    /// Throws a `UsageError` for an unknown option, a missing or unusable
    /// section number, `--list` together with `--section`, or a stray argument.
    /// A section named twice runs once, where it was first named.
    public init(_ arguments: [String], sectionCount: Int) throws(UsageError) {
        var remaining = arguments[...]
        var wantsList = false
        var sections: [Int] = []
        var wantsHelp = false
        var wantsErrata = false
        while let argument = remaining.popFirst() {
            var section: Int?
            switch argument {
            case "--list": wantsList = true
            case "--errata": wantsErrata = true
            case "--step": step = true
            case "--plain": plain = true
            case "--no-pager": pager = false
            case "--html": html = true
            case "--help", "-h": wantsHelp = true
            case Language.option: language = try Self.language(remaining.popFirst())
            case _ where argument.hasPrefix(Language.option + "="):
                language = try Self.language(String(argument.dropFirst(Language.option.count + 1)))
            case "--section":
                section = try Self.sectionNumber(remaining.popFirst(), of: sectionCount)
            case _ where argument.hasPrefix("--section="):
                let value = String(argument.dropFirst("--section=".count))
                section = try Self.sectionNumber(value, of: sectionCount)
            case _ where argument.hasPrefix("-"):
                throw UsageError(
                    Bilingual(
                        en: "unknown option '\(argument)' (see --help)",
                        zh: "未知选项 \(argument)（见 --help）"))
            default:
                throw UsageError(
                    Bilingual(
                        en: "unexpected argument '\(argument)' (see --help)",
                        zh: "多余的参数 \(argument)（见 --help）"))
            }
            if let section, !sections.contains(section) { sections.append(section) }
        }
        if wantsErrata, wantsList || !sections.isEmpty {
            throw UsageError(
                Bilingual(
                    en: "--errata cannot be used with --list or --section",
                    zh: "--errata 不能与 --list 或 --section 同时使用"))
        }
        if wantsList, !sections.isEmpty {
            throw UsageError(
                Bilingual(
                    en: "--list and --section cannot be used together",
                    zh: "--list 和 --section 不能同时使用"))
        }
        if html, wantsList || step {
            throw UsageError(
                Bilingual(
                    en: "--html cannot be used with --list or --step",
                    zh: "--html 不能与 --list 或 --step 同时使用"))
        }
        if wantsHelp {
            action = .help
        } else if wantsErrata {
            action = .errata
        } else if wantsList {
            action = .list
        } else if !sections.isEmpty {
            action = .sections(sections)
        }
    }

    private static func sectionNumber(_ value: String?, of count: Int) throws(UsageError) -> Int {
        guard let value else {
            throw UsageError(
                Bilingual(
                    en: "--section needs a number from 1 to \(count)",
                    zh: "--section 后面需要一个 1 到 \(count) 之间的节号"))
        }
        guard let number = Int(value), (1...count).contains(number) else {
            throw UsageError(
                Bilingual(
                    en: "no section '\(value)': the sections are 1 to \(count) (see --list)",
                    zh: "节号 \(value) 不存在：节号为 1 到 \(count)（见 --list）"))
        }
        return number
    }

    private static func language(_ value: String?) throws(UsageError) -> Language {
        guard let value, let language = Language(rawValue: value) else {
            throw UsageError(LanguageError(value: value, language: .english).text)
        }
        return language
    }
}
