/// Every exercise of the workbook, in order.
///
/// ```swift
/// print(Catalog.exercise(id: "1.1")?.file ?? "none")
/// ```
public enum Catalog {
    /// All exercises, chapter by chapter, easiest first.
    public static let all: [Exercise] = []

    /// The exercises of one chapter, easiest first.
    public static func exercises(inChapter chapter: Int) -> [Exercise] {
        all.filter { $0.chapter == chapter }
    }

    /// The exercise with this id ("3.2"), if there is one.
    public static func exercise(id: String) -> Exercise? {
        all.first { $0.id == id }
    }
}
