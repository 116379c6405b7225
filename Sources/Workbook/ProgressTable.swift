import Foundation
import WorkbookKit

/// Where every exercise stands, shown as a chapter × exercise table or as JSON.
struct ProgressTable {
    /// The grade of each exercise, by id.
    let grades: [String: GradeReport]
    /// The marks of the table: coloured on a terminal, plain otherwise.
    var marks = Marks(colored: false)

    /// How an exercise stands, in the four words of the table.
    enum Standing: String, Codable {
        case done
        case failing
        /// Another file of its chapter does not compile, so it cannot be graded yet.
        case waiting
        case notAttempted = "not attempted"

        init(_ status: GradeReport.Status) {
            self =
                status.isDone
                ? .done
                : status.isFailing ? .failing : status == .waiting ? .waiting : .notAttempted
        }

        /// The standing's mark, such as ✔ for done.
        func mark(_ marks: Marks) -> String {
            switch self {
            case .done: marks.done
            case .failing: marks.failing
            case .waiting: marks.waiting
            case .notAttempted: marks.notAttempted
            }
        }
    }

    func standing(of exercise: Exercise) -> Standing {
        Standing(grades[exercise.id]?.status ?? .notAttempted)
    }

    /// How many exercises stand each way.
    struct Totals: Codable, Equatable {
        var done = 0
        var failing = 0
        var waiting = 0
        var notAttempted = 0
        var total = 0
    }

    var totals: Totals {
        var totals = Totals()
        for exercise in Catalog.all {
            totals.total += 1
            switch standing(of: exercise) {
            case .done: totals.done += 1
            case .failing: totals.failing += 1
            case .waiting: totals.waiting += 1
            case .notAttempted: totals.notAttempted += 1
            }
        }
        return totals
    }

    /// The table: one row per chapter, one column per exercise, then the totals.
    ///
    /// ```
    ///                                    1  2  3  4  5  6  7
    /// Chapter 1  Higher-order functions  ✔  ✔  ✘  ·  ·  ·  ·   2/7 done
    /// ```
    func table() -> String {
        let chapters = Catalog.chapters
        let names = chapters.map { chapter in
            "Chapter \(chapter)  " + englishTitle(Catalog.title(ofChapter: chapter))
        }
        let width = names.map(\.count).max() ?? 0
        let columns = chapters.map { Catalog.exercises(inChapter: $0).count }.max() ?? 0
        let numbers = (1...max(columns, 1)).map { pad(String($0), 3) }.joined()
        var lines = [
            String(repeating: " ", count: width + 2)
                + numbers.trimmingCharacters(in: .whitespaces)
        ]
        for (chapter, name) in zip(chapters, names) {
            let exercises = Catalog.exercises(inChapter: chapter)
            // Padded as one character, then coloured: escape codes take no columns.
            let cells = exercises.map { standing(of: $0).mark(marks) + "  " }.joined()
            let done = exercises.filter { standing(of: $0) == .done }.count
            let gap = String(repeating: " ", count: 3 * (columns - exercises.count))
            lines.append(
                pad(name, width + 2) + cells + gap + " \(done)/\(exercises.count) done")
        }
        let totals = totals
        lines.append("")
        let waiting = totals.waiting > 0 ? "\(marks.waiting) waiting \(totals.waiting)   " : ""
        lines.append(
            "\(marks.done) done \(totals.done)   \(marks.failing) failing \(totals.failing)   "
                + waiting + "\(marks.notAttempted) not attempted \(totals.notAttempted)   "
                + "(\(counted(totals.total, "exercise")))")
        let blocked = chapters.filter { chapter in
            Catalog.exercises(inChapter: chapter).contains { standing(of: $0) == .waiting }
        }
        for chapter in blocked {
            lines.append(
                "\(marks.waiting) Chapter \(chapter) waits for a file that does not compile: "
                    + "swift run workbook check \(chapter) shows it.")
        }
        return lines.joined(separator: "\n")
    }

    /// One exercise in the JSON report.
    struct Entry: Codable, Equatable {
        let id: String
        let chapter: Int
        let title: String
        let standing: Standing
        let status: GradeReport.Status
        let message: String
    }

    /// The whole report, as a teacher collects it.
    struct Document: Codable, Equatable {
        let machine: String
        let user: String
        let date: String
        let exercises: [Entry]
        let totals: Totals
    }

    func document(machine: String, user: String, date: Date) -> Document {
        let entries = Catalog.all.map { exercise in
            let grade =
                grades[exercise.id]
                ?? GradeReport(id: exercise.id, status: .notAttempted, message: "")
            return Entry(
                id: exercise.id, chapter: exercise.chapter, title: exercise.title,
                standing: standing(of: exercise), status: grade.status, message: grade.message)
        }
        return Document(
            machine: machine, user: user, date: ISO8601DateFormatter().string(from: date),
            exercises: entries, totals: totals)
    }

    func json(machine: String, user: String, date: Date) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(document(machine: machine, user: user, date: date))
        return String(decoding: data, as: UTF8.self)
    }

    /// The English half of a title such as "Higher-order functions · 高阶函数",
    /// which keeps the table's columns lined up in any terminal.
    private func englishTitle(_ title: String) -> String {
        title.components(separatedBy: " · ").first ?? title
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
