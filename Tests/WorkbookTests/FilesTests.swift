import ExerciseGrading
import Foundation
import TerminalText
import Testing
import WorkbookKit

@testable import workbook

@Suite("Hints, resets, the package root and watching files")
struct FilesTests {
    @Test("a hint file splits into tiers at its ## headings, each with its ### 中文 after it")
    func hintTiers() {
        let file = Hints.File(
            "# Title\n# 标题\n## 1 · A nudge\nLook.\n\n### 中文 · 指方向\n看。\n\n"
                + "## 2 · The concept\nMap.\n")
        #expect(file.titles == ["Title", "标题"])
        #expect(file.tiers.map(\.english.heading) == ["1 · A nudge", "2 · The concept"])
        #expect(file.tiers.map(\.english.lines) == [["Look."], ["Map."]])
        #expect(file.tiers.map(\.chinese?.heading) == ["中文 · 指方向", nil])
        #expect(file.tiers.first?.chinese?.lines == ["看。"])
        #expect(
            Hints.forTerminal(["Use:", "```swift", "x.map { $0 }", "```"]) == [
                "Use:", "    x.map { $0 }",
            ])
    }

    @Test("a hint is shown with its exercise, tier and where to go next")
    func hintText() throws {
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        let first = try Hints.text(for: exercise, tier: 1, root: packageRoot)
        #expect(first.hasPrefix("1.1 Square every number with map · hint 1 of 3 (a nudge)\n\n"))
        #expect(first.hasSuffix("More: swift run workbook hint 1.1 2"))
        let last = try Hints.text(for: exercise, tier: 3, root: packageRoot)
        #expect(last.contains("    return numbers.map { number in"))
        #expect(last.hasSuffix("The answer itself: swift run workbook solution 1.1"))
    }

    @Test("reset keeps the learner's version in a new backup, then restores the shipped stub")
    func reset() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        try write("shipped", to: exercise.pristineFile, in: root)
        try write("mine", to: exercise.file, in: root)
        let reset = Reset(root: root)
        #expect(reset.changed([exercise]) == [exercise])

        let date = Date(timeIntervalSince1970: 0)
        let backup = try #require(try reset.reset(exercise, at: date))
        #expect(backup.hasPrefix("Exercises/Backups/Chapter1/1.1-Squares.swift."))
        #expect(backup.hasSuffix(".workbook-backup"))
        #expect(packageText(backup, in: root) == "mine")
        #expect(packageText(exercise.file, in: root) == "shipped")
        #expect(reset.changed([exercise]).isEmpty)

        try write("mine again", to: exercise.file, in: root)
        let second = try #require(try reset.reset(exercise, at: date))
        #expect(second != backup)
        #expect(packageText(backup, in: root) == "mine")
        #expect(packageText(second, in: root) == "mine again")
    }

    @Test("reset restores a deleted stub without a backup, and refuses without the shipped copy")
    func resetEdges() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "2.2"))
        #expect(throws: Workbook.Failure.self) { try Reset(root: root).reset(exercise, at: Date()) }
        try write("shipped", to: exercise.pristineFile, in: root)
        #expect(try Reset(root: root).reset(exercise, at: Date()) == nil)
        #expect(packageText(exercise.file, in: root) == "shipped")
    }

    @Test("the package root is the nearest folder above with Package.swift and Exercises")
    func packageRootIsFound() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("// swift-tools-version: 6.2", to: "Package.swift", in: root)
        try write("", to: "Exercises/Chapter1/1.1-Squares.swift", in: root)
        try write("// another package", to: "Exercises/Chapter1/Package.swift", in: root)
        let found = PackageRoot.find(from: root.appendingPathComponent("Exercises/Chapter1"))
        #expect(found?.standardizedFileURL.path == root.standardizedFileURL.path)
        #expect(PackageRoot.find(from: URL(fileURLWithPath: "/")) == nil)
    }

    @Test("watching notices a saved, a new and a deleted exercise file")
    func watching() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = Catalog.all[0]
        let second = Catalog.all[1]
        try write("a", to: first.file, in: root)
        try write("b", to: second.file, in: root)
        let watch = Watch(root: root)
        let before = watch.snapshot()
        #expect(Watch.changed(from: before, to: watch.snapshot()).isEmpty)

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 5)],
            ofItemAtPath: root.appendingPathComponent(first.file).path)
        try FileManager.default.removeItem(at: root.appendingPathComponent(second.file))
        try write("c", to: Catalog.all[2].file, in: root)
        #expect(Watch.changed(from: before, to: watch.snapshot()) == Array(Catalog.all.prefix(3)))
    }
}

/// A grading round judges one version of the learner's files.
@Suite("One snapshot per grading round")
struct SnapshotTests {
    @Test("a file saved while the answers build is built again, and that version is judged")
    func saveDuringTheBuild() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = "Exercises/Chapter1/1.1-Squares.swift"
        try write("// first\n", to: file, in: root)
        var builds = 0
        var grading = Grading(shell: Shell(root: root), log: { _ in })
        grading.builder = { _, _ in
            builds += 1
            if builds == 1 { try write("// saved during the build\n", to: file, in: root) }
            return Shell.Outcome(status: 0, output: "")
        }
        var snapshot = AnswerSource.readChapter(1, root: root)
        let built = try grading.build(chapter: 1, snapshot: &snapshot, blockedBy: nil)
        guard case .built = built else {
            Issue.record("expected a build, got \(built)")
            return
        }
        #expect(builds == 2)
        #expect(snapshot[file] == "// saved during the build\n")
    }
}

/// File troubles reach the learner as one plain line naming the path.
@Suite("File errors, said plainly")
struct FileErrorTests {
    @Test("reset onto a folder says the path is a folder, not a Cocoa error number")
    func resetOntoAFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        try write("shipped", to: exercise.pristineFile, in: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(exercise.file), withIntermediateDirectories: true)
        #expect {
            try Reset(root: root).reset(exercise, at: Date())
        } throws: { error in
            let message = (error as? Workbook.Failure)?.message ?? "\(error)"
            return message.contains("Exercises/Chapter1/1.1-Squares.swift is a folder, not a file")
                && !message.contains("NSCocoaErrorDomain")
        }
    }

    @Test("a file size limit stops reset with a line that names it, and keeps the learner's file")
    func fileSizeLimit() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        try write("// Package.swift", to: "Package.swift", in: root)
        try write("shipped stub", to: exercise.pristineFile, in: root)
        try write("my answer", to: exercise.file, in: root)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.currentDirectoryURL = root
        shell.arguments = [
            "-c", "ulimit -f 0; exec \"$0\" reset 1.1 --yes",
            BuiltProducts.program("workbook").path,
        ]
        let output = Pipe()
        shell.standardOutput = output
        shell.standardError = output
        try shell.run()
        shell.waitUntilExit()
        let text = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(shell.terminationReason == .exit && shell.terminationStatus == 1)
        #expect(text.contains("ulimit -f"), "\(text)")
        #expect(packageText(exercise.file, in: root) == "my answer")
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Exercises/Chapter1").path)
        #expect(leftovers == ["1.1-Squares.swift"])
    }

    @Test("a damaged build database is named, with the line that removes it")
    func damagedDatabase() {
        let message = Grading.describeFailure(
            "error: unable to attach DB: error: accessing build database "
                + "\"/w/.build/build.db\": file is not a database", errors: [])
        #expect(message.en.contains("rm /w/.build/build.db"))
        #expect(message.zh.contains("rm /w/.build/build.db"))
    }

    @Test("an interrupted write's temporary file is removed by the interruption's clean-up")
    func interruptedWrite() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let temporary = root.appendingPathComponent(".1.1-Squares.swift.workbook-1").path
        try write("half", to: ".1.1-Squares.swift.workbook-1", in: root)
        Platform.rememberFile(temporary)
        Platform.removeRememberedFile()
        Platform.rememberFile(nil)
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}

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
        #expect(file.titles.last?.containsCJK == true)
        #expect(
            file.titles.last == "\(exercise.id) \(exercise.chineseTitle)", "the catalog's title")
    }

    @Test("a tier's English without its Chinese, or its Chinese without its English, is a problem")
    func missingHalf() throws {
        let text = packageFile("Exercises/Hints/Chapter1/1.1.md")
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
        let chinese = prose.filter(\.containsCJK).count
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
            #expect(text.hasPrefix(exercise.id + " ") && text.containsCJK)
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
