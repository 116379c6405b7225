/// One exercise of the workbook: a stub to complete, graded by tests.
///
/// The chapters list their exercises from the catalog, and the `workbook`
/// command uses it to grade, hint, reset and show solutions.
///
/// ```swift
/// for exercise in Catalog.exercises(inChapter: 1) {
///     print(exercise.id, exercise.title)
/// }
/// // prints 1.1 Square every number with map, …
/// ```
public struct Exercise: Sendable, Hashable {
    /// The exercise's number, "chapter.index", such as "3.2".
    public let id: String
    /// The chapter it belongs to.
    public let chapter: Int
    /// A short title that says what to build.
    public let title: String
    /// The book section it practises, in English and Chinese, such as "Mapping · 映射".
    public let bookSection: String
    /// The stub file the learner edits, relative to the package root.
    public let file: String

    /// Creates a catalog entry.
    public init(id: String, chapter: Int, title: String, bookSection: String, file: String) {
        self.id = id
        self.chapter = chapter
        self.title = title
        self.bookSection = bookSection
        self.file = file
    }
}
