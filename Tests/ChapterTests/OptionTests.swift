import Foundation
import Testing

@Suite("Chapter options")
struct OptionTests {
    @Test("--list prints each section, numbered from 1, and nothing else", arguments: chapters)
    func list(_ chapter: ChapterProgram) throws {
        let run = try chapter.run(["--list"])
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        let titles = try chapter.sectionTitles()
        #expect(titles.count >= 3)
        for (index, title) in titles.enumerated() {
            #expect(run.standardOutput.contains("\(index + 1). \(title)\n"))
        }
        #expect(!run.standardOutput.contains("──"), "--list must not run any section")
    }

    @Test("--help explains every option and runs nothing", arguments: chapters)
    func help(_ chapter: ChapterProgram) throws {
        let run = try chapter.run(["--help"])
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.hasPrefix("Usage: swift run \(chapter.name) "))
        for option in [
            "--list", "--section N", "--step", "--no-pager", "--plain", "--help", "NO_COLOR",
            "$PAGER", "less -R -F -X",
        ] {
            #expect(run.standardOutput.contains(option), "help does not mention \(option)")
        }
        #expect(!run.standardOutput.contains("── 1."))
    }

    @Test(
        "a command line the chapter cannot follow gets one line on stderr and exit code 2",
        arguments: chapters,
        [
            ["--bogus"], ["-x"], ["--section", "99"], ["--section", "0"], ["--section", "two"],
            ["--section"], ["--section=99"], ["stray"], ["--list", "--section", "1"],
            ["--plain", "--colour"],
        ])
    func badCommandLine(_ chapter: ChapterProgram, arguments: [String]) throws {
        let run = try chapter.run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("\(chapter.name): "))
        #expect(run.standardError.hasSuffix("\n"))
        #expect(run.standardError.dropLast().contains("\n") == false, "more than one line")
    }

    @Test("the error names the unknown option", arguments: chapters)
    func unknownOptionMessage(_ chapter: ChapterProgram) throws {
        let run = try chapter.run(["--bogus"])
        #expect(run.standardError == "\(chapter.name): unknown option '--bogus' (see --help)\n")
    }

    @Test("--section 99 says which sections exist", arguments: chapters)
    func sectionOutOfRange(_ chapter: ChapterProgram) throws {
        let count = try chapter.sectionTitles().count
        let run = try chapter.run(["--section", "99"])
        #expect(
            run.standardError
                == "\(chapter.name): no section '99': the sections are 1 to \(count) (see --list)\n"
        )
    }

    @Test("--section=N works like --section N", arguments: chapters)
    func sectionWithEquals(_ chapter: ChapterProgram) throws {
        let spaced = try chapter.run(["--plain", "--section", "2"])
        let joined = try chapter.run(["--plain", "--section=2"])
        #expect(joined.exitCode == 0)
        #expect(
            MeasuredFigures.mask(joined.standardOutput)
                == MeasuredFigures.mask(spaced.standardOutput))
    }

    @Test("--step pauses before each section after the first, then runs it", arguments: chapters)
    func step(_ chapter: ChapterProgram) throws {
        let titles = try chapter.sectionTitles()
        let enters = String(repeating: "\n", count: titles.count - 1)
        let stepped = try chapter.run(["--plain", "--step"], input: enters)
        let full = try chapter.plainRun()
        #expect(stepped.exitCode == 0)
        var withoutPrompts = stepped.standardOutput
        for (index, title) in titles.enumerated().dropFirst() {
            let prompt = "\n  Press Enter for \(index + 1). \(title) (q to quit) "
            #expect(withoutPrompts.contains(prompt), "no pause before section \(index + 1)")
            withoutPrompts = withoutPrompts.replacing(prompt, with: "")
        }
        #expect(MeasuredFigures.mask(withoutPrompts) == MeasuredFigures.mask(full.standardOutput))
    }

    @Test("--step still finishes when input has ended", arguments: chapters)
    func stepWithoutInput(_ chapter: ChapterProgram) throws {
        let titles = try chapter.sectionTitles()
        let run = try chapter.run(["--plain", "--step"], input: "")
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("── \(titles.count). \(titles.last ?? "")"))
    }

    @Test("q at a --step prompt quits: the sections before it ran, none after", arguments: chapters)
    func stepQuit(_ chapter: ChapterProgram) throws {
        let titles = try chapter.sectionTitles()
        let run = try chapter.run(["--plain", "--step"], input: "\nq\n")
        #expect(run.exitCode == 0)
        // A long title goes on under the heading's rule, so only its English is on the line.
        let english = titles[1].components(separatedBy: " · ")[0]
        #expect(run.standardOutput.contains("\n── 2. \(english) · "))
        #expect(run.standardOutput.hasSuffix("  Press Enter for 3. \(titles[2]) (q to quit) "))
        #expect(!run.standardOutput.contains("── 3. "))
    }

    @Test(
        "--step reads at most a bounded line: endless input with no line break still ends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero"), "no /dev/zero here"))
    func stepOnEndlessInput() throws {
        // /dev/zero never sends a line break: a reader that waited for one
        // would hold gigabytes and never go on.
        let zeros = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        defer { try? zeros.close() }
        let chapter = ChapterProgram(1)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("endless-input-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let file = try FileHandle(forWritingTo: output)
        let running = try chapter.launch(
            ["--plain", "--step", "--section", "1", "--section", "2", "--section", "3"],
            environment: [:], input: zeros.fileDescriptor, output: file.fileDescriptor)
        try? file.close()
        #expect(try running.wait() == 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("\n── 3. "))
    }

    @Test("--section 2 --section 3 runs both, each as it runs alone", arguments: chapters)
    func twoSections(_ chapter: ChapterProgram) throws {
        let both = try chapter.run(["--plain", "--section", "2", "--section", "3"])
        let second = try chapter.run(["--plain", "--section", "2"])
        let third = try chapter.run(["--plain", "--section", "3"])
        #expect(both.exitCode == 0)
        #expect(
            MeasuredFigures.mask(both.standardOutput)
                == MeasuredFigures.mask(second.standardOutput + third.standardOutput))
    }
}
