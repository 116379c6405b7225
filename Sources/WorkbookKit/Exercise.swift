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
    /// The title in Chinese, such as "用 map 求每个数的平方".
    public let chineseTitle: String
    /// The book section it practises, in English and Chinese, such as "Mapping · 高阶映射".
    public let bookSection: String
    /// The stub file the learner edits, relative to the package root.
    public let file: String

    /// Creates a catalog entry; `title` says what to build, in both languages.
    public init(id: String, chapter: Int, title: Bilingual, bookSection: String, file: String) {
        self.id = id
        self.chapter = chapter
        self.title = title.en
        self.chineseTitle = title.zh
        self.bookSection = bookSection
        self.file = file
    }
}

extension Exercise {
    /// The title in `language`.
    ///
    /// ```swift
    /// print(Catalog.exercise(id: "1.1")!.title(in: .chinese))   // prints 用 map 求每个数的平方
    /// ```
    public func title(in language: Language) -> String {
        Bilingual(en: title, zh: chineseTitle).text(in: language)
    }

    /// The book section in `language`: both names in English, such as
    /// "Mapping · 高阶映射", and the translation's heading alone in Chinese.
    public func bookSection(in language: Language) -> String {
        switch language {
        case .english: bookSection
        case .chinese: bookSection.components(separatedBy: " · ").last ?? bookSection
        }
    }

    /// The stub's file name, such as "1.1-Squares.swift".
    public var fileName: String {
        String(file.split(separator: "/").last ?? "")
    }

    /// The reference solution, with comments: `Exercises/Teacher/Solutions/ChapterN/<file name>`.
    public var solutionFile: String {
        "Exercises/Teacher/Solutions/Chapter\(chapter)/\(fileName)"
    }

    /// The stub as shipped, which `workbook reset` copies back:
    /// `Exercises/Teacher/Pristine/ChapterN/<file name>`.
    public var pristineFile: String {
        "Exercises/Teacher/Pristine/Chapter\(chapter)/\(fileName)"
    }

    /// The three hint tiers, as Markdown: `Exercises/Teacher/Hints/ChapterN/N.M.md`.
    public var hintFile: String {
        "Exercises/Teacher/Hints/Chapter\(chapter)/\(id).md"
    }

    /// The folder where `workbook reset` keeps the learner's earlier versions.
    public var backupFolder: String {
        "Exercises/Backups/Chapter\(chapter)"
    }

    /// The grading tests' identifier prefix, for `swift test --filter`,
    /// such as "ExerciseTests.Exercise1_1".
    public var gradingSuite: String {
        "ExerciseTests.Exercise" + String(id.map { $0 == "." ? "_" : $0 })
    }

    /// The exercise's grader: `Exercises/Teacher/Graders/ChapterN/GraderN_M.swift`.
    public var graderFile: String {
        "Exercises/Teacher/Graders/Chapter\(chapter)/Grader"
            + String(id.map { $0 == "." ? "_" : $0 }) + ".swift"
    }
}
