import ExerciseGrading
import Foundation
import TerminalText
import Testing
import WorkbookKit

@testable import workbook

/// Every hint in English and in Chinese, and `workbook hint` in each.
@Suite("Hints in both languages")
struct BilingualHintTests {
    static let chineseHeadings = ["中文 · 指方向", "中文 · 讲概念", "中文 · 接近答案"]

    @Test(
        "every hint file has its title and all three tiers in English and in Chinese",
        arguments: Catalog.all)
    func bothLanguages(_ exercise: Exercise) {
        let file = Hints.File(packageFile(exercise.hintFile))
        #expect(file.problems == [], "\(exercise.hintFile)")
        #expect(file.tiers.map(\.chinese?.heading) == Self.chineseHeadings)
        #expect(file.titles.last?.hasPrefix(exercise.id + " ") == true)
        #expect(file.titles.last?.containsChinese == true)
        #expect(
            file.titles.last == "\(exercise.id) \(exercise.chineseTitle)", "the catalog's title")
    }

    @Test("a tier's English without its Chinese, or its Chinese without its English, is a problem")
    func missingHalf() throws {
        let text = packageFile("Exercises/Teacher/Hints/Chapter1/1.1.md")
        let english = try #require(text.firstRange(of: "## 2 · The concept"))
        let chinese = try #require(text.firstRange(of: "### 中文 · 讲概念"))
        let third = try #require(text.firstRange(of: "## 3 · Nearly there"))
        #expect(Hints.File(text).problems == [])
        let noChinese = String(text[..<chinese.lowerBound] + text[third.lowerBound...])
        #expect(Hints.File(noChinese).problems == ["hint 2 has no Chinese"])
        let noEnglish = String(text[..<english.lowerBound] + text[chinese.lowerBound...])
        #expect(Hints.File(noEnglish).problems == ["Chinese “中文 · 讲概念” follows no English tier"])
        let emptyEnglish = String(
            text[..<english.upperBound] + "\n\n" + text[chinese.lowerBound...])
        #expect(Hints.File(emptyEnglish).problems == ["hint 2 has no text"])
        #expect(Hints.File("## 1 · A nudge\nLook.\n").problems.count == 2)
    }

    @Test(
        "the Chinese prose carries Chinese on 95% of its lines, spaced and punctuated",
        arguments: Catalog.all)
    func chineseProse(_ exercise: Exercise) throws {
        var prose: [String] = []
        for tier in Hints.File(packageFile(exercise.hintFile)).tiers {
            var inCode = false
            for line in tier.chinese?.lines ?? [] {
                if line.hasPrefix("```") { inCode.toggle() }
                if !inCode, !line.hasPrefix("```"), !line.isEmpty { prose.append(line) }
            }
        }
        let chinese = prose.filter(\.containsChinese).count
        #expect(!prose.isEmpty && chinese * 100 >= prose.count * 95, "\(prose)")
        let han = "[\u{4E00}-\u{9FFF}]"
        let unspaced = try Regex("\(han)[A-Za-z0-9`]|[A-Za-z0-9`]\(han)")
        let halfWidth = try Regex("\(han)[,.;:?!()]|[,;:?!(]\(han)")
        let straySpace = try Regex("\(han) \(han)")
        for line in prose {
            let bare = line.replacing(#/`[^`]*`/#, with: "`x`")
            #expect(bare.firstMatch(of: unspaced) == nil, "no space beside Latin: \(line)")
            #expect(bare.firstMatch(of: halfWidth) == nil, "half-width punctuation: \(line)")
            #expect(bare.firstMatch(of: straySpace) == nil, "a space inside Chinese: \(line)")
        }
    }

    @Test("every Chinese hint prints within 80 columns", arguments: Catalog.all)
    func chineseWidth(_ exercise: Exercise) throws {
        for tier in 1...3 {
            let text = try Hints.text(
                for: exercise, tier: tier, root: packageRoot, language: .chinese)
            #expect(text.hasPrefix(exercise.id + " ") && text.containsChinese)
            for line in text.components(separatedBy: "\n") where !line.hasPrefix("    ") {
                #expect(line.terminalColumns <= 80, "too wide: \(line)")
            }
        }
    }

    @Test("workbook hint 1.1 prints Chinese with --lang zh or a zh locale, and English as before")
    func program() throws {
        let chinese = try workbook(["hint", "1.1", "--lang", "zh"], language: "C.UTF-8")
        #expect(chinese.hasPrefix("1.1 用 map 求每个数的平方 · 第 1 级提示（共 3 级）：指方向\n\n"))
        #expect(chinese.hasSuffix("\n\n下一级：swift run workbook hint 1.1 2\n"))
        #expect(try workbook(["hint", "1.1"], language: "zh_CN.UTF-8") == chinese)
        let last = try workbook(["hint", "1.1", "3", "--lang", "zh"], language: "C.UTF-8")
        #expect(last.contains("    // 在这里把这个数乘以它自己\n"))
        #expect(last.hasSuffix("这已是最后一级提示。要看答案：swift run workbook solution 1.1\n"))
        for (tier, expected) in zip(1..., Self.english) {
            #expect(
                try workbook(["hint", "1.1", "\(tier)", "--lang", "en"], language: "zh_CN")
                    == expected)
            #expect(try workbook(["hint", "1.1", "\(tier)"], language: "C.UTF-8") == expected)
        }
    }

    /// What `workbook hint 1.1 N` printed before hints had Chinese.
    static let english = [
        """
        1.1 Square every number with map · hint 1 of 3 (a nudge)

        You do not need a loop or an empty array to append to. Arrays have a method
        that takes a function and gives back a new array of the same length.

        More: swift run workbook hint 1.1 2

        """,
        """
        1.1 Square every number with map · hint 2 of 3 (the concept)

        `map` is a higher-order function: it takes another function as its argument.
        It calls that function once for each element and puts each result where the
        element was, so the order and the count never change. The function you pass
        here takes one `Int` and returns its square.

        More: swift run workbook hint 1.1 3

        """,
        """
        1.1 Square every number with map · hint 3 of 3 (nearly there)

            return numbers.map { number in
                // multiply the number by itself here
            }
        `$0` is the short name for the closure's first argument, if you prefer.

        That was the last hint. The answer itself: swift run workbook solution 1.1

        """,
    ]

    /// What the built `workbook` prints to standard output, run in the package with `LANG` set.
    private func workbook(_ arguments: [String], language: String) throws -> String {
        let process = Process()
        process.executableURL = BuiltProducts.program("workbook")
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": language]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
