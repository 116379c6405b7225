/// The notes that tie a chapter to its sources, as an edition's apparatus does:
/// where each piece of code lives, whose Chinese each word is, and what each
/// marble symbol means.
///
/// A chapter that has one prints, under each `Book:` footer, a `Source:` line
/// naming the file that holds the code (`Source: Chapters/Chapter4/Replay.swift`).
/// Its glossary marks each Chinese word that is this workbook's own with
/// （自拟） and names the heading where the translation, or an article, uses
/// each of its other words (see `BookWords`). Its marble diagrams keep one
/// column per tick under a tick ruler, stacking the events of a busy tick,
/// with the meanings of their symbols from the chapter's one `legend`.
///
/// A chapter made without one prints none of these notes: no `Source:` lines,
/// the glossary's words unmarked, and diagrams drawn as `Marbles.render` draws
/// them, a busy tick as a group such as `(ab)`.
///
/// ```swift
/// Chapter(
///     4, Title("Hot and cold signals", "ReactiveCocoa 简介"),
///     sections: [.multicasting], glossary: glossary,
///     apparatus: Apparatus(legend: MarbleLegend([.init("0–9", "a number", covering: "0123456789")]))
/// ).main()
/// ```
///
/// Book: no equivalent; the book is its own source.
public struct Apparatus: Sendable {
    /// What each symbol of the chapter's marble diagrams means.
    public let legend: MarbleLegend

    /// Notes for a chapter whose diagrams use `legend`'s symbols.
    public init(legend: MarbleLegend = MarbleLegend()) {
        self.legend = legend
    }
}
