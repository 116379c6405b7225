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
///     .init("T", "true"),
///     .init("F", "false"),
///     .init("a–z", "a letter sent", covering: "abcdefghijklmnopqrstuvwxyz"),
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
        /// The characters this entry explains.
        public let covering: Set<Character>

        /// An entry for `shown`, covering the characters of `shown` unless
        /// `covering` lists others (for a family such as `a–z`).
        public init(_ shown: String, _ meaning: String, covering: String? = nil) {
            self.shown = shown
            self.meaning = meaning
            self.covering = Set(covering ?? shown)
        }
    }

    /// The marks every diagram shares, whatever the chapter.
    public static let shared: [Entry] = [
        Entry("-", "nothing this tick"),
        Entry("|", "completed"),
        Entry("#", "failed"),
        Entry("^", "subscribed"),
        Entry("!", "subscription ended"),
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
