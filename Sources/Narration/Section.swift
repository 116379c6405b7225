/// One section of a chapter: a bilingual title and the code that narrates it.
///
/// A chapter file declares each section as a static member, so `main.swift`
/// lists them in the book's order. The body writes through the `Narrator` it is
/// given and computes everything it prints in this run. A section must not
/// depend on another having run first, because `--section N` runs it alone.
///
/// ```swift
/// extension Section {
///     static let mapping = Section("Mapping", "高阶映射") { page in
///         let print = page.printer
///         page.say(en: "map hands every element to a function.", zh: "map 把每个元素交给一个函数。")
///         page.code(.squares)
///         // snippet.squares
///         print([1, 2, 3].map { $0 * $0 })
///         // snippet.end
///     }
/// }
/// // prints the paragraph, the listing, then ▸ [1, 4, 9]
/// ```
///
/// Book: one section of a chapter.
public struct Section: Sendable {
    /// The section's title, in English and Chinese.
    public let title: Title
    /// Whether the section may hand the terminal to a full-screen program,
    /// such as the Pixels app; a chapter stops paging before such a section.
    public let needsTheTerminal: Bool
    /// Writes the section through the narrator it is given.
    public let body: @Sendable (Narrator) -> Void
    /// Whether the chapter puts the section after its glossary and exercises,
    /// as it does its Today section: the chapter's idea in today's Swift.
    public let comesLast: Bool

    /// Creates a section titled `english · chinese` whose `body` narrates it;
    /// `needsTheTerminal` if it may open a full-screen program.
    public init(
        _ english: String, _ chinese: String, needsTheTerminal: Bool = false,
        body: @escaping @Sendable (Narrator) -> Void
    ) {
        self.init(
            english, chinese, needsTheTerminal: needsTheTerminal, comesLast: false, body: body)
    }

    /// Creates a section that may be put after the glossary and exercises.
    init(
        _ english: String, _ chinese: String, needsTheTerminal: Bool = false, comesLast: Bool,
        body: @escaping @Sendable (Narrator) -> Void
    ) {
        self.title = Title(english, chinese)
        self.needsTheTerminal = needsTheTerminal
        self.comesLast = comesLast
        self.body = body
    }
}
