import Foundation
import Testing
import WorkbookKit

@testable import workbook

@Suite("Progress tables and check summaries")
struct ReportingTests {
    let grades: [String: GradeReport] = [
        "1.1": GradeReport(id: "1.1", status: .passed, message: ""),
        "1.2": GradeReport(
            id: "1.2", status: .wrong,
            message: """
                1.2 Keep the even numbers with filter: not right yet.
                  evens(in: [1, 2, 3, 4])
                    expected: [2, 4]
                    got:      [1, 3]
                  Read hint 1: swift run workbook hint 1.2 1
                """),
        "2.1": GradeReport(
            id: "2.1", status: .compileError,
            message:
                "waiting for chapter 2 to compile (the error is in Exercises/Chapter2/2.3-Memoized.swift)"
        ),
        "2.3": GradeReport(
            id: "2.3", status: .compileError, message: "2.3 does not compile:\nerror"),
    ]

    @Test("the table has a row per chapter, a column per exercise, and totals")
    func table() {
        let table = ProgressTable(grades: grades).table().split(separator: "\n")
        let counts = Catalog.chapters.map { Catalog.exercises(inChapter: $0).count }
        let dots = { (count: Int) in Array(repeating: "·", count: count) }
        #expect(table[0].hasSuffix((1...counts.max()!).map(String.init).joined(separator: "  ")))
        #expect(table[1].hasPrefix("Chapter 1  Higher-order functions"))
        #expect(table[1].contains((["✔", "✘"] + dots(counts[0] - 2)).joined(separator: "  ")))
        #expect(table[1].hasSuffix("   1/\(counts[0]) done"))
        #expect(table[2].contains((["✘", "·", "✘"] + dots(counts[1] - 3)).joined(separator: "  ")))
        #expect(table[2].hasSuffix("   0/\(counts[1]) done"))
        #expect(
            table[0].firstRange(of: "1  2")?.lowerBound.utf16Offset(in: table[0])
                == table[1].firstRange(of: "✔")?.lowerBound.utf16Offset(in: table[1]))
        let total = Catalog.all.count
        #expect(
            table.last
                == "✔ done 1   ✘ failing 3   · not attempted \(total - 4)   (\(total) exercises)")
    }

    @Test("the JSON lists every exercise with its standing, and the totals")
    func json() throws {
        let table = ProgressTable(grades: grades)
        let text = try table.json(
            machine: "room-12", user: "ada", date: Date(timeIntervalSince1970: 0))
        let document = try JSONDecoder().decode(
            ProgressTable.Document.self, from: Data(text.utf8))
        #expect(document.machine == "room-12")
        #expect(document.user == "ada")
        #expect(document.date == "1970-01-01T00:00:00Z")
        #expect(document.exercises.count == Catalog.all.count)
        #expect(document.exercises[1].standing == .failing)
        #expect(document.exercises[1].status == .wrong)
        #expect(document.exercises[2].standing == .notAttempted)
        let total = Catalog.all.count
        #expect(
            document.totals == .init(done: 1, failing: 3, notAttempted: total - 4, total: total))
        #expect(text.contains("\"notAttempted\" : \(total - 4)"))
    }

    @Test("a check shows failing details once, short lines for the rest, and what to do next")
    func checkSummary() {
        let exercises = Catalog.all.filter { ["1.1", "1.2", "1.3", "2.1", "2.3"].contains($0.id) }
        let text = CheckSummary.text(exercises, grades: grades)
        #expect(
            text == """
                ✔ 1.1 Square every number with map
                ✘ 1.2 Keep the even numbers with filter: wrong answer
                    evens(in: [1, 2, 3, 4])
                      expected: [2, 4]
                      got:      [1, 3]
                    Read hint 1: swift run workbook hint 1.2 1
                · 1.3 Add up a list with a fold: not attempted (edit Exercises/Chapter1/1.3-Total.swift)
                ✘ 2.1 Square only what you need, lazily: waiting for chapter 2 to compile (the error is in Exercises/Chapter2/2.3-Memoized.swift)
                ✘ 2.3 Compute once, then remember: does not compile
                    2.3 does not compile:
                    error

                1 done, 3 failing, 1 not attempted.
                Next: fix 1.2, then swift run workbook check 1.2 (stuck? swift run workbook hint 1.2)
                """)
    }

    @Test(
        "the next step skips exercises that only wait for their chapter, then suggests the first not attempted"
    )
    func nextStep() {
        let chapter2 = Catalog.exercises(inChapter: 2)
        let broken = CheckSummary.text(chapter2, grades: grades)
        #expect(
            broken.hasSuffix(
                "Next: fix 2.3, then swift run workbook check 2.3 (stuck? swift run workbook hint 2.3)"
            ))
        let fresh = CheckSummary.text(chapter2, grades: [:])
        #expect(
            fresh.hasSuffix(
                "Next: 2.1 Square only what you need, lazily, in Exercises/Chapter2/2.1-FirstSquares.swift"
            ))
        let one = [Catalog.all[0]]
        #expect(
            CheckSummary.text(one, grades: grades).hasSuffix(
                "1 done, 0 failing, 0 not attempted.\nWell done."))
    }
}
