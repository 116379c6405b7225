import WorkbookKit

/// What each symbol of a chapter's marble diagrams means: one legend per
/// chapter, so a symbol keeps its meaning from the first diagram to the last.
///
/// Every legend starts with the marks all diagrams share (`-`, `|`, `#`, `^`
/// and `!`); a chapter adds the symbols its values are drawn with. Under each
/// diagram the narrator prints the meanings of the symbols that diagram uses,
/// taken from this legend, and the glossary prints the whole legend. A symbol
/// the legend does not explain stops the chapter with a message naming it.
///
/// ```swift
/// let legend = MarbleLegend([
///     .init("T", "true", zh: "真"),
///     .init("F", "false", zh: "假"),
///     .init("a–z", "a letter sent", zh: "发出的字母", covering: "abcdefghijklmnopqrstuvwxyz"),
/// ])
/// print(legend.entry(for: "q")?.meaning ?? "none")   // prints a letter sent
/// ```
///
/// Book: no equivalent; the book draws no marble diagrams.
public struct MarbleLegend: Sendable {
    /// One symbol, or one family of symbols, and what it stands for.
    public struct Entry: Sendable, Hashable {
        /// The symbol as the legend writes it, such as `T` or `a–z`.
        public let shown: String
        /// What the symbol means in every diagram of the chapter.
        public let meaning: String
        /// What the symbol means, in Chinese.
        public let zh: String
        /// The characters this entry explains.
        public let covering: Set<Character>

        /// An entry for `shown`, meaning `meaning` (in Chinese, `zh`), covering
        /// the characters of `shown` unless `covering` lists others (for a
        /// family such as `a–z`).
        public init(_ shown: String, _ meaning: String, zh: String, covering: String? = nil) {
            self.shown = shown
            self.meaning = meaning
            self.zh = zh
            self.covering = Set(covering ?? shown)
        }

        /// What the symbol means, in `language`.
        public func meaning(in language: Language) -> String {
            language == .chinese ? zh : meaning
        }

        /// The symbol as the legend writes it in `language`: `a–z, @` in
        /// English, `a–z、@` in Chinese.
        public func shown(in language: Language) -> String {
            language == .chinese ? shown.replacing(", ", with: "、") : shown
        }
    }

    /// The marks every diagram shares, whatever the chapter.
    public static let shared: [Entry] = [
        Entry("-", "nothing this tick", zh: "这一刻没有事件"),
        Entry("|", "completed", zh: "完成"),
        Entry("#", "failed", zh: "失败"),
        Entry("^", "subscribed", zh: "订阅"),
        Entry("!", "subscription ended", zh: "订阅结束"),
    ]

    /// The shared marks, then the chapter's own entries, in the order given.
    public let entries: [Entry]

    /// The chapter's own entries; `shared` comes first by itself.
    public init(_ own: [Entry] = []) {
        entries = Self.shared + own
    }

    /// The chapter's own entries, without the shared marks.
    public var own: [Entry] {
        Array(entries.dropFirst(Self.shared.count))
    }

    /// The entry that explains `symbol`, or nil if none does.
    public func entry(for symbol: Character) -> Entry? {
        entries.first { $0.covering.contains(symbol) }
    }
}
