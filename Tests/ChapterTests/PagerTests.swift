import Foundation
import Testing

/// A chapter on a terminal goes through a pager, as git's output does.
@Suite("Paging a chapter on a terminal")
struct PagerTests {
    /// A pager that marks each line it passes on, so a test can see what went through it.
    let marking = ["PAGER": "sed 's/^/paged:/'"]

    @Test("on a terminal, the chapter goes through $PAGER, every line of it")
    func pagedOnATerminal() throws {
        let run = try ChapterProgram(1).runOnTerminal(
            ["--plain", "--section", "4"], environment: marking)
        #expect(run.exitCode == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("paged:── 4. Higher-order functions · 高阶函数 ─") })
        #expect(lines.allSatisfy { $0.hasPrefix("paged:") }, "\(run.standardOutput)")
    }

    @Test(
        "--no-pager, --step, PAGER empty or cat, no less, and output off a terminal print directly",
        arguments: [
            (["--no-pager"], ["PAGER": "sed 's/^/paged:/'"]),
            (["--step"], ["PAGER": "sed 's/^/paged:/'"]),
            ([], ["PAGER": ""]), ([], ["PAGER": "cat"]), ([], ["PATH": "/no/less/here"]),
        ])
    func notPaged(options: [String], environment: [String: String]) throws {
        let chapter = ChapterProgram(1)
        let arguments = ["--plain", "--section", "2"] + options
        let direct = try chapter.runOnTerminal(["--plain", "--section", "2", "--no-pager"])
        let run = try chapter.runOnTerminal(arguments, environment: environment)
        #expect(run.exitCode == 0)
        #expect(!direct.standardOutput.isEmpty)
        #expect(run.standardOutput == direct.standardOutput)
        let offTerminal = try chapter.run(["--plain", "--section", "2"], environment: marking)
        #expect(!offTerminal.standardOutput.contains("paged:"))
    }

    @Test("the pager has finished before a section that needs the terminal begins")
    func finishedBeforeTheApp() throws {
        let chapter = ChapterProgram(5)
        let last = try chapter.sectionTitles().firstIndex(of: "The app · ReactiveCocoa的实践：运行应用")
        let app = try #require(last) + 1
        let run = try chapter.runOnTerminal(
            ["--plain", "--section", "1", "--section", "\(app)"], environment: marking)
        #expect(run.exitCode == 0)
        let lines = run.standardOutput.split(separator: "\n")
        let heading = try #require(lines.firstIndex { $0.hasPrefix("── \(app). The app") })
        #expect(lines[..<heading].allSatisfy { $0.hasPrefix("paged:") })
        #expect(lines[heading...].allSatisfy { !$0.hasPrefix("paged:") })
        let first = "paged:── 1. The gallery and its layout"
        #expect(lines[..<heading].contains { $0.hasPrefix(first) })
    }

    @Test(
        "a pager that fails is noticed: one line says why, and the chapter prints directly",
        arguments: [
            ("false", 1), ("/no/such/pager", 127), ("cat >/dev/null; exit 3", 3),
        ])
    func failingPager(command: String, status: Int) throws {
        let chapter = ChapterProgram(1)
        let direct = try chapter.runOnTerminal(["--plain", "--section", "3", "--no-pager"])
        let run = try chapter.runOnTerminal(
            ["--plain", "--section", "3"], environment: ["PAGER": command])
        #expect(run.exitCode == 0)
        #expect(!direct.standardOutput.isEmpty)
        #expect(run.standardOutput == direct.standardOutput, "the chapter's text was lost")
        let notice =
            "Chapter1: the pager (\(command)) exited with status \(status); "
            + "the chapter is printed without it\n"
        #expect(run.standardError.hasSuffix(notice), "\(run.standardError)")
    }

    @Test("under --lang zh the failing pager's line is in Chinese, and the chapter still prints")
    func failingPagerInChinese() throws {
        let run = try ChapterProgram(1).runOnTerminal(
            ["--plain", "--section", "3", "--lang", "zh"], environment: ["PAGER": "false"])
        #expect(run.exitCode == 0)
        #expect(!run.standardOutput.isEmpty)
        #expect(
            run.standardError.hasSuffix("Chapter1：分页程序（false）以状态 1 退出；本章改为直接输出，不经过分页程序\n"),
            "\(run.standardError)")
    }

    @Test(
        "the pager is told the text is UTF-8, unless the reader chose a character set",
        arguments: [
            ([:], "utf-8"), (["LESSCHARSET": "latin1"], "latin1"),
            (["LESSCHARDEF": "8bcccbcc"], ""),
        ])
    func toldUTF8(chosen: [String: String], expected: String) throws {
        var environment = ["PAGER": "cat >/dev/null; echo \"charset:$LESSCHARSET.\""]
        environment.merge(chosen) { _, new in new }
        let run = try ChapterProgram(1).runOnTerminal(
            ["--plain", "--section", "2"], environment: environment)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("charset:\(expected)."), "\(run.standardOutput)")
    }

    @Test("a reader who quits the pager early ends the chapter quietly, with exit code 0")
    func quitEarly() throws {
        let run = try ChapterProgram(1).runOnTerminal(
            ["--plain"], environment: ["PAGER": "head -n 2"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.split(separator: "\n").count == 2, "\(run.standardOutput)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }
}
