import Foundation
import TerminalText
import Testing
import WorkbookKit

@testable import workbook

/// `workbook` in Chinese: the progress table, watch, reset and solution speak
/// it under `--lang zh`, and the catalog gives every exercise a Chinese title.
@Suite("The workbook's messages in Chinese")
struct ChineseMessagesTests {
    let grades: [String: GradeReport] = [
        "1.1": GradeReport(id: "1.1", status: .passed),
        "1.2": GradeReport(
            id: "1.2", status: .wrong,
            text: Bilingual(en: "1.2: not right yet.", zh: "1.2: not right yet.")),
        "2.1": GradeReport(
            id: "2.1", status: .waiting, text: Bilingual(en: "waiting", zh: "waiting")),
    ]

    /// Whether `line` carries a Chinese character or full-width punctuation.
    private func isChinese(_ line: Substring) -> Bool {
        line.unicodeScalars.contains { scalar in
            (0x3000...0x303F).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
                || (0xFF00...0xFFEF).contains(scalar.value)
        }
    }

    /// The lines of `text` that are prose: a word of letters and a space,
    /// not a command. The table's header of numbers and blank lines are not.
    private func proseLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let body = line.drop { $0 == " " }
            return body.contains(" ") && body.contains(where: \.isLetter)
                && !body.hasPrefix("swift ")
        }
    }

    @Test("every exercise has a Chinese title, and the table uses the Chinese chapter titles")
    func titles() {
        for exercise in Catalog.all {
            #expect(isChinese(Substring(exercise.chineseTitle)), "\(exercise.id)")
            #expect(exercise.title(in: .english) == exercise.title)
            #expect(exercise.title(in: .chinese) == exercise.chineseTitle)
            #expect(!exercise.bookSection(in: .chinese).contains(" · "), "\(exercise.id)")
        }
        for chapter in Catalog.chapters {
            // Chapter 6 keeps the translation's own heading, MVVM On iOS.
            let chinese = Catalog.title(ofChapter: chapter, in: .chinese)
            #expect(isChinese(Substring(chinese)) || chinese == "MVVM On iOS")
            #expect(chinese != Catalog.title(ofChapter: chapter))
            #expect(
                Catalog.title(ofChapter: chapter, in: .english)
                    == Catalog.title(ofChapter: chapter))
        }
    }

    @Test("the progress table in Chinese has Chinese on at least 95% of its prose lines")
    func progressTable() {
        let table = ProgressTable(grades: grades, language: .chinese).table()
        let prose = proseLines(table)
        let chinese = prose.filter(isChinese)
        #expect(prose.count >= Catalog.chapters.count + 2)
        #expect(chinese.count * 100 >= prose.count * 95, "\(prose.filter { !isChinese($0) })")
        #expect(table.contains("第 1 章  用RXCollections进行函数式编程"))
        #expect(table.contains("（共 \(Catalog.all.count) 个练习）"))
        #expect(!table.contains("done"))
    }

    @Test("the Chinese table's marks line up under its numbers, CJK counted as two columns")
    func progressColumns() throws {
        let table = ProgressTable(grades: grades, language: .chinese).table()
            .split(separator: "\n").map(String.init)
        let header = table[0].terminalColumns - table[0].drop { $0 == " " }.count
        for row in table[1...Catalog.chapters.count] {
            let first = try #require(row.firstIndex { "✔✘…·".contains($0) })
            #expect(String(row[..<first]).terminalColumns == header, "\(row)")
        }
    }

    @Test("progress through the command speaks the workbook's language; the JSON does not change")
    func progressCommand() throws {
        var written = ""
        var workbook = Workbook(root: packageRoot)
        workbook.language = .chinese
        workbook.write = { written += $0 }
        workbook.marks = Marks(colored: false)
        workbook.width = nil
        workbook.grader = { _ in grades }
        #expect(try workbook.run(.progress(json: false)) == 0)
        #expect(written == ProgressTable(grades: grades, language: .chinese).table() + "\n")
        written = ""
        #expect(try workbook.run(.progress(json: true)) == 0)
        #expect(written.contains("\"title\" : \"Square every number with map\""))
    }

    @Test("watch says it is saved and watching in Chinese")
    func watchRound() throws {
        let exercise = try #require(Catalog.exercise(id: "1.2"))
        var written = ""
        var workbook = Workbook(root: packageRoot)
        workbook.language = .chinese
        workbook.write = { written += $0 }
        workbook.marks = Marks(colored: false)
        workbook.grader = { _ in ["1.2": GradeReport(id: "1.2", status: .passed)] }
        workbook.watchRound([exercise], savedAt: Date(timeIntervalSince1970: 0))
        #expect(written.contains("] 已保存：1.2；正在评分…\n"))
        #expect(written.hasSuffix("\n" + Watch.afterGrading.zh + "\n"))
        #expect(isChinese(Substring(Watch.greeting.zh)))
    }

    @Test("reset asks, and says what it did, in Chinese")
    func reset() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        try write("shipped", to: exercise.pristineFile, in: root)
        try write("mine", to: exercise.file, in: root)
        var written = ""
        var answers: [String?] = ["n", "y"]
        var workbook = Workbook(root: root)
        workbook.language = .chinese
        workbook.write = { written += $0 }
        workbook.readAnswer = { answers.removeFirst() }
        #expect(try workbook.run(.reset([exercise], confirmed: false)) == 1)
        #expect(written.contains("把 1.1 重置为发布时的桩代码吗？"))
        #expect(written.contains("什么都没有重置。（回答 y 才会进行，或者加上 --yes。）"))
        written = ""
        #expect(try workbook.run(.reset([exercise], confirmed: false)) == 0)
        #expect(written.contains("已重置 1.1：\(exercise.file) 恢复为发布时的样子；你的版本在 "))
    }

    @Test("a failed write says so in Chinese, naming the path")
    func failedWrite() {
        #expect(SafeFile.explain(ENOSPC, path: "a.swift").zh == "无法写入 a.swift：磁盘已满；腾出一些空间，再运行一次命令")
        #expect(
            SafeFile.explain(ENOSPC, path: "a.swift").en
                == "could not write a.swift: the disk is full; free some space and run the command again"
        )
    }

    @Test("Chinese messages are fitted to the terminal between characters, English as before")
    func wrapping() {
        let chinese = "  第 2 章在等一个编译不过的文件，会指出是哪个。再运行一次命令就知道了，不必着急。"
        let lines = Wrapping.wrap(chinese, width: 30).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { String($0).terminalColumns <= 30 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        #expect(
            lines.joined().filter { $0 != " " } == chinese.filter { $0 != " " })
    }
}
