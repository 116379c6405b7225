/// A runnable chapter: its number, title, sections in the book's order, and glossary.
///
/// A chapter's `main.swift` builds one and calls `main()`. The chapter's own
/// sections are followed by two closing sections that every chapter shares: the
/// glossary and "Exercises for this chapter", which lists the chapter's
/// exercises from the workbook's catalog and the command that grades them.
/// A Today section (`Section.today`) comes after them, so it ends the chapter.
///
/// ```swift
/// Chapter(
///     1, Title("Higher-order functions", "理念、用RXCollections进行函数式编程"),
///     sections: [.philosophy, .mapping],
///     glossary: [GlossaryEntry("map", "映射", book: "-[RACSequence map:]")],
///     apparatus: Apparatus()
/// ).main()
/// // prints the banner, each section in turn, the glossary and the exercises
/// ```
///
/// Book: one chapter of *Functional Reactive Programming on iOS*.
public struct Chapter: Sendable {
    /// The chapter's number in the book.
    public let number: Int
    /// The chapter's title: the workbook's English, and the translation's
    /// title of the chapter (or chapters, joined by 、) it is drawn from.
    public let title: Title
    /// The chapter's own sections, in the book's order.
    public let sections: [Section]
    /// The terms the chapter introduces.
    public let glossary: [GlossaryEntry]
    /// The notes that tie the chapter to its sources, or nil for none.
    public let apparatus: Apparatus?

    /// Creates chapter `number` from its sections and glossary, with the notes
    /// of `apparatus` if given.
    public init(
        _ number: Int, _ title: Title, sections: [Section], glossary: [GlossaryEntry],
        apparatus: Apparatus? = nil
    ) {
        self.number = number
        self.title = title
        self.sections = sections
        self.glossary = glossary
        self.apparatus = apparatus
    }

    /// Every section a reader can run, numbered from 1: the chapter's own, then
    /// the glossary, then the exercises, and last the Today section, which
    /// runs the chapter's idea again in today's Swift.
    public var allSections: [Section] {
        sections.filter { !$0.comesLast } + [.glossary(glossary), .exercises(inChapter: number)]
            + sections.filter(\.comesLast)
    }

    /// The program's name, as in `swift run Chapter1`.
    public var programName: String {
        "Chapter\(number)"
    }
}
