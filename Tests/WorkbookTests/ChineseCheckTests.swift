import ExerciseGrading
import Foundation
import TerminalText
import Testing
import WorkbookKit

@testable import workbook

/// `workbook check` and the `swift test` summary in the reader's language:
/// the reports carry both languages, the printers pick one.
@Suite("Check summaries in Chinese")
struct ChineseCheckTests {
    /// A wrong answer as the judge reports it, in both languages.
    static let wrong = GradeReport(
        id: "1.2", status: .wrong,
        text: WrongAnswer(
            call: "evens(in: [1, 2, 3, 4])",
            comparison: Bilingual(
                en: "expected: [2, 4]\ngot:      [1, 3]", zh: "预期：[2, 4]\n实际：[1, 3]"),
            explanation: nil, hint: 1
        ).message(for: "1.2"))

    static let grades: [String: GradeReport] = [
        "1.1": GradeReport(id: "1.1", status: .passed),
        "1.2": wrong,
        "2.1": Grading.compileErrorReport(
            Catalog.exercise(id: "2.1")!,
            [
                CompileError(
                    file: "Exercises/Chapter2/2.3-Memoized.swift", line: 19, column: 12,
                    message: "cannot find 'cache' in scope", excerpt: [])
            ]),
    ]

    @Test("a check speaks Chinese: verdicts, details, totals and what to do next")
    func summary() {
        let exercises = Catalog.all.filter { ["1.1", "1.2", "1.3", "2.1"].contains($0.id) }
        let text = CheckSummary.text(exercises, grades: Self.grades, language: .chinese)
        #expect(
            text == """
                ✔ 1.1 用 map 求每个数的平方
                ✘ 1.2 用 filter 留下偶数：答案不对
                    evens(in: [1, 2, 3, 4])
                      预期：[2, 4]
                      实际：[1, 3]
                    请读提示 1：swift run workbook hint 1.2 1
                · 1.3 用折叠求一个列表的和：未开始（编辑 Exercises/Chapter1/1.3-Total.swift）
                … 2.1 惰性求值，只求需要的平方：在等第 2 章编译通过（错误在 2.3 里）

                完成 1 个，未通过 1 个，等待中 1 个，未开始 1 个。
                下一步：改好 1.2，然后运行 swift run workbook check 1.2（卡住了？运行 swift run workbook hint 1.2）
                """)
    }

    @Test("the English of the same reports is as it was")
    func summaryInEnglish() {
        let exercises = Catalog.all.filter { ["1.2"].contains($0.id) }
        #expect(
            CheckSummary.text(exercises, grades: Self.grades) == """
                ✘ 1.2 Keep the even numbers with filter: wrong answer
                    evens(in: [1, 2, 3, 4])
                      expected: [2, 4]
                      got:      [1, 3]
                    Read hint 1: swift run workbook hint 1.2 1

                0 done, 1 failing, 0 not attempted.
                Next: fix 1.2, then swift run workbook check 1.2 (stuck? swift run workbook hint 1.2)
                """)
    }

    @Test("a pass says well done, and what comes next, in Chinese")
    func wellDone() throws {
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        let text = CheckSummary.text([exercise], grades: Self.grades, language: .chinese)
        #expect(
            text.hasSuffix(
                "完成 1 个，未通过 0 个，未开始 0 个。\n做得好。下一步：1.2 用 filter 留下偶数，"
                    + "在 Exercises/Chapter1/1.2-Evens.swift 里（然后运行 swift run "
                    + "workbook check 1.2）"))
        let last = try #require(Catalog.all.last)
        #expect(
            CheckSummary.text(
                [last], grades: [last.id: GradeReport(id: last.id, status: .passed)],
                language: .chinese
            ).hasSuffix("做得好：这是练习册的最后一个练习。"))
    }

    @Test("workbook check --lang zh prints the Chinese half of each report")
    func checkCommand() throws {
        let exercise = try #require(Catalog.exercise(id: "1.2"))
        var written = ""
        var workbook = Workbook(root: packageRoot)
        workbook.write = { written += $0 }
        workbook.marks = Marks(colored: false)
        workbook.grader = { _ in ["1.2": Self.wrong] }
        workbook.language = .chinese
        #expect(try workbook.run(.check([exercise], seed: nil)) == 1)
        #expect(written.contains("✘ 1.2 用 filter 留下偶数：答案不对\n"))
        #expect(written.contains("      预期：[2, 4]\n"))
        #expect(written.contains("下一步：改好 1.2"))
        #expect(!written.contains("expected"))
    }

    @Test("Chinese prose is fitted to the terminal between characters, commands never broken")
    func wrapping() {
        let text = """
            1.1 用 map 求每个数的平方：还不对。
              在 Swift 中，^ 是按位异或（它翻转比特位），不是乘方：x 的平方是 x * x。这是一句很长很长的话，用来把它折成好几行。
              请读提示 2：swift run workbook hint 1.1 2
              swift run workbook check 1.1 --seed 42
            """
        let wrapped = Wrapping.wrap(text, width: 40, language: .chinese).split(separator: "\n")
        for line in wrapped where !line.contains("swift run") {
            #expect(String(line).terminalColumns <= 40, "\(line)")
            #expect(!"，。、；：？！）".contains(line.drop { $0 == " " }.first ?? "a"), "\(line)")
        }
        #expect(wrapped.contains("  swift run workbook check 1.1 --seed 42"))
        let start = wrapped.firstIndex { $0.hasPrefix("  在 Swift 中，") } ?? 0
        #expect(start == 1, "\(wrapped)")
        #expect(wrapped[start + 1].hasPrefix("    "))
        let prose = wrapped[start...].prefix { !$0.contains("请读提示") }
        #expect(
            prose.joined().filter { $0 != " " }
                == ("在 Swift 中，^ 是按位异或（它翻转比特位），不是乘方：x 的平方是 x * x。"
                + "这是一句很长很长的话，用来把它折成好几行。").filter { $0 != " " })
        // A line with Chinese in it breaks the Chinese way whatever the language.
        #expect(
            Wrapping.wrap(text, width: 40) == Wrapping.wrap(text, width: 40, language: .chinese))
    }

    @Test("every status has its word in both languages")
    func statusWords() {
        for status in GradeReport.Status.allCases {
            #expect(status.words.en == status.rawValue)
            #expect(status.words.zh.contains(#/\p{Han}/#), "\(status)")
        }
    }

    @Test("a report keeps both languages through JSON")
    func codable() throws {
        let data = try JSONEncoder().encode(Self.wrong)
        let back = try JSONDecoder().decode(GradeReport.self, from: data)
        #expect(back == Self.wrong)
        #expect(back.message(in: .chinese).contains("还不对"))
    }
}
