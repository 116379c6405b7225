import Foundation
import TerminalText
import WorkbookKit

/// Where every exercise stands, shown as a chapter × exercise table or as JSON.
struct ProgressTable {
    /// The grade of each exercise, by id.
    let grades: [String: GradeReport]
    /// The marks of the table: coloured on a terminal, plain otherwise.
    var marks = Marks(colored: false)
    /// The language of the table's words; the JSON is the same in both.
    var language = Language.english

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
            say(en: "Chapter \(chapter)  ", zh: "第 \(chapter) 章  ")
                + title(Catalog.title(ofChapter: chapter, in: language))
        }
        let width = names.map(\.terminalColumns).max() ?? 0
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
                pad(name, width + 2) + cells + gap
                    + say(
                        en: " \(done)/\(exercises.count) done",
                        zh: " 完成 \(done)/\(exercises.count)"))
        }
        let totals = totals
        lines.append("")
        let waiting =
            totals.waiting > 0
            ? "\(marks.waiting) " + say(en: "waiting", zh: "等待中") + " \(totals.waiting)   " : ""
        let summary = Bilingual(
            en: "\(marks.done) done \(totals.done)   \(marks.failing) failing \(totals.failing)   "
                + waiting + "\(marks.notAttempted) not attempted \(totals.notAttempted)   "
                + "(\(counted(totals.total, "exercise")))",
            zh: "\(marks.done) 完成 \(totals.done)   \(marks.failing) 未通过 \(totals.failing)   "
                + waiting + "\(marks.notAttempted) 未开始 \(totals.notAttempted)   "
                + "（共 \(totals.total) 个练习）")
        lines.append(summary.text(in: language))
        let blocked = chapters.filter { chapter in
            Catalog.exercises(inChapter: chapter).contains { standing(of: $0) == .waiting }
        }
        for chapter in blocked {
            lines.append(
                "\(marks.waiting) "
                    + say(
                        en: "Chapter \(chapter) waits for a file that does not compile: "
                            + "swift run workbook check \(chapter) shows it.",
                        zh: "第 \(chapter) 章在等一个编译不过的文件，"
                            + "swift run workbook check \(chapter) 会指出是哪个。"))
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
                ?? GradeReport(id: exercise.id, status: .notAttempted)
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
    /// which keeps the table's columns lined up in any terminal; a Chinese
    /// title as it is.
    private func title(_ title: String) -> String {
        language == .chinese ? title : title.components(separatedBy: " · ").first ?? title
    }

    /// The half of `en` and `zh` in the table's language.
    private func say(en: String, zh: String) -> String {
        Bilingual(en: en, zh: zh).text(in: language)
    }

    /// `text` padded with spaces to `width` terminal columns (CJK takes two).
    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.terminalColumns))
    }
}
