import Foundation
import Testing
import WorkbookKit

@testable import workbook

@Suite("Progress tables and check summaries")
struct ReportingTests {
    let grades: [String: GradeReport] = [
        "1.1": GradeReport(id: "1.1", status: .passed),
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
            id: "2.1", status: .waiting,
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
        #expect(table[2].contains((["…", "·", "✘"] + dots(counts[1] - 3)).joined(separator: "  ")))
        #expect(table[2].hasSuffix("   0/\(counts[1]) done"))
        #expect(
            table[0].firstRange(of: "1  2")?.lowerBound.utf16Offset(in: table[0])
                == table[1].firstRange(of: "✔")?.lowerBound.utf16Offset(in: table[1]))
        let total = Catalog.all.count
        #expect(
            String(table[table.count - 2])
                == "✔ done 1   ✘ failing 2   … waiting 1   · not attempted \(total - 4)   "
                + "(\(total) exercises)")
        #expect(
            table.last.map(String.init)
                == "… Chapter 2 waits for a file that does not compile: "
                + "swift run workbook check 2 shows it.")
    }

    @Test("a compile error fails its own exercise and leaves the chapter's others waiting")
    func compileErrors() throws {
        let error = CompileError(
            file: "Exercises/Chapter2/2.3-Memoized.swift", line: 19, column: 12,
            message: "cannot find 'cache' in scope", excerpt: [])
        let second = CompileError(
            file: error.file, line: 20, column: 1, message: "expected '}'", excerpt: [])
        let own = try #require(Catalog.exercise(id: "2.3"))
        let other = try #require(Catalog.exercise(id: "2.1"))
        let broken = Grading.compileErrorReport(own, [error])
        #expect(broken.status == .compileError)
        #expect(broken.status.isFailing)
        #expect(
            broken.message
                == "2.3 does not compile:\nExercises/Chapter2/2.3-Memoized.swift:19:12: "
                + "error: cannot find 'cache' in scope")
        let waiting = Grading.compileErrorReport(other, [error])
        #expect(waiting.status == .waiting)
        #expect(!waiting.status.isFailing && !waiting.status.isDone)
        #expect(waiting.message == "waiting for chapter 2 to compile (the error is 2.3's)")
        #expect(ProgressTable.Standing(waiting.status) == .waiting)
        #expect(
            Grading.compileErrorReport(own, [error, second]).message.hasSuffix(
                "\n(and 1 more error in this file)"))
        #expect(
            Grading.compileErrorReport(own, [error, second, second]).message.hasSuffix(
                "\n(and 2 more errors in this file)"))
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
        let waiting = try #require(document.exercises.first { $0.id == "2.1" })
        #expect(waiting.standing == .waiting)
        let total = Catalog.all.count
        #expect(
            document.totals
                == .init(done: 1, failing: 2, waiting: 1, notAttempted: total - 4, total: total))
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
                … 2.1 Square only what you need, lazily: waiting for chapter 2 to compile (the error is in Exercises/Chapter2/2.3-Memoized.swift)
                ✘ 2.3 Compute once, then remember: does not compile:
                    error

                1 done, 2 failing, 1 waiting, 1 not attempted.
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
                "1 done, 0 failing, 0 not attempted.\nWell done. Next: 1.2 Keep the even numbers "
                    + "with filter, in Exercises/Chapter1/1.2-Evens.swift (then swift run workbook "
                    + "check 1.2)"))
        let onlyWaiting = CheckSummary.text([Catalog.exercise(id: "2.1")!], grades: grades)
        #expect(
            onlyWaiting.hasSuffix(
                "0 done, 0 failing, 1 waiting, 0 not attempted.\n"
                    + "Next: make chapter 2 compile again, then swift run workbook check 2"))
    }

    @Test("a timeout and a crash are named on the exercise's line, with the rest below")
    func timeoutsAndCrashes() throws {
        let grades = [
            "1.5": GradeReport(
                id: "1.5", status: .timedOut,
                message: "1.5 timed out after 10 s in largest(in: [1]).\n"
                    + "Is there an endless loop? Read hint 1: swift run workbook hint 1.5 1"),
            "1.3": GradeReport(
                id: "1.3", status: .crashed,
                message: "1.3 crashed in total(of: []): "
                    + "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n"
                    + "Read hint 1: swift run workbook hint 1.3 1"),
        ]
        let exercises = ["1.3", "1.5"].compactMap(Catalog.exercise(id:))
        let text = CheckSummary.text(exercises, grades: grades)
        #expect(
            text.hasPrefix(
                """
                ✘ 1.3 Add up a list with a fold: crashed in total(of: []): \
                Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
                    Read hint 1: swift run workbook hint 1.3 1
                ✘ 1.5 Find the largest, even in an empty list: timed out after 10 s in largest(in: [1]).
                    Is there an endless loop? Read hint 1: swift run workbook hint 1.5 1

                0 done, 2 failing, 0 not attempted.
                """))
        #expect(GradeReport.Status.timedOut.isFailing)
        #expect(ProgressTable.Standing(.timedOut) == .failing)
    }

    @Test("✔ and ✘ are coloured on a terminal, unless NO_COLOR is set and not empty")
    func colours() {
        #expect(Marks.detect(isTerminal: true, environment: [:]).colored)
        #expect(Marks.detect(isTerminal: true, environment: ["NO_COLOR": ""]).colored)
        #expect(!Marks.detect(isTerminal: true, environment: ["NO_COLOR": "1"]).colored)
        #expect(!Marks.detect(isTerminal: true, environment: ["TERM": "dumb"]).colored)
        #expect(!Marks.detect(isTerminal: false, environment: [:]).colored)

        let colored = Marks(colored: true)
        #expect(colored.done == "\u{1B}[32m✔\u{1B}[0m")
        #expect(colored.failing == "\u{1B}[31m✘\u{1B}[0m")
        let exercises = Catalog.all.filter { ["1.1", "1.2"].contains($0.id) }
        let summary = CheckSummary.text(exercises, grades: grades, marks: colored)
        #expect(summary.hasPrefix("\u{1B}[32m✔\u{1B}[0m 1.1 Square every number with map\n"))
        #expect(summary.contains("\u{1B}[31m✘\u{1B}[0m 1.2 Keep the even numbers"))
        #expect(!CheckSummary.text(exercises, grades: grades).contains("\u{1B}"))

        // The escape codes take no columns: without them the table is the plain one.
        let table = ProgressTable(grades: grades, marks: colored).table()
        #expect(table.contains("\u{1B}[32m✔\u{1B}[0m"))
        #expect(
            table.replacing(#/\x1B\[\d+m/#, with: "") == ProgressTable(grades: grades).table())
    }

    @Test("every count is printed with its noun in the right number")
    func plurals() {
        #expect(counted(1, "more error") == "1 more error")
        #expect(counted(2, "more error") == "2 more errors")
        #expect(counted(0, "exercise") == "0 exercises")
        #expect(counted(2, "match", plural: "matches") == "2 matches")
    }
}
