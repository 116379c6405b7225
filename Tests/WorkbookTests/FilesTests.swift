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

    @Test("workbook started in a folder that was deleted says so in one line and ends with 1")
    func deletedWorkingFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let gone = root.appendingPathComponent("gone").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "mkdir \"$1\" && cd \"$1\" && rmdir \"$1\" && exec \"$2\" progress --lang en",
            "sh", gone, BuiltProducts.program("workbook").path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        let said = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!process.isRunning, "workbook was still running after 20 s")
        #expect(process.terminationStatus == 1)
        #expect(
            said == "workbook: the folder you are in no longer exists (was it deleted?); "
                + "cd into the workbook again and rerun the command\n")
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
        grading.builder = { _, _, _ in
            builds += 1
            if builds == 1 { try write("// saved during the build\n", to: file, in: root) }
            return Shell.Outcome(status: 0, output: "")
        }
        var snapshot = AnswerSource.readChapter(1, root: root)
        let built = try grading.build(chapter: 1, snapshot: &snapshot, blockedBy: nil, for: [])
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
                + "\"/w/.build/build.db\": file is not a database", errors: [], fileSizeLimit: nil)
        #expect(message.en.contains("rm /w/.build/build.db"))
        #expect(message.zh.contains("rm /w/.build/build.db"))
    }

    @Test("a build stopped by ulimit -f is named as that, with no advice to remove anything")
    func fileSizeLimitStopsTheBuild() {
        let output =
            "error: error: accessing build database \"/w/.build/build.db\": disk I/O error"
        let message = Grading.describeFailure(output, errors: [], fileSizeLimit: 51_200)
        #expect(message.en.hasPrefix("swift build stopped: files may hold at most 50 KiB here"))
        #expect(message.en.contains("ulimit -f unlimited"))
        #expect(message.zh.contains("ulimit -f unlimited"))
        #expect(!message.en.contains("rm "))
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
