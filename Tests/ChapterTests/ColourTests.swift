import Narration
import Testing

/// The escape character that starts every colour code.
private let escape: Character = "\u{1B}"

@Suite("Colour only on a terminal")
struct ColourTests {
    @Test("output to a file or pipe has no escape codes, even without --plain", arguments: chapters)
    func noColourWhenNotATerminal(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread { try chapter.run([]) }
        #expect(run.exitCode == 0)
        #expect(!run.standardOutput.contains(escape))
    }

    @Test("on a terminal, the chapter is coloured", arguments: chapters)
    func colourOnATerminal(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread { try chapter.runOnTerminal(["--no-pager"]) }
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("\u{1B}[1;36m── 1. "))
    }

    @Test("on a terminal, colour adds escape codes and changes nothing else", arguments: chapters)
    func colourChangesNothingElse(_ chapter: ChapterProgram) async throws {
        let coloured = try await onOwnThread { try chapter.runOnTerminal(["--no-pager"]) }
        let plain = try await onOwnThread { try chapter.plainRun() }
        let stripped = coloured.standardOutput.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        let difference = Golden.firstDifference(
            expected: MeasuredFigures.mask(plain.standardOutput),
            actual: MeasuredFigures.mask(stripped))
        #expect(
            difference == nil,
            "without its escape codes, the coloured run differs \(difference ?? "")")
    }

    @Test("NO_COLOR turns colour off on a terminal", arguments: chapters)
    func noColourEnvironment(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread {
            try chapter.runOnTerminal(["--no-pager"], environment: ["NO_COLOR": "1"])
        }
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("── 1. "))
        #expect(!run.standardOutput.contains(escape))
    }

    @Test("NO_COLOR set but empty leaves colour on, as no-color.org says", arguments: chapters)
    func emptyNoColour(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread {
            try chapter.runOnTerminal(["--no-pager"], environment: ["NO_COLOR": ""])
        }
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("\u{1B}[1;36m── 1. "))
    }

    @Test("--plain turns colour off on a terminal", arguments: chapters)
    func plainOption(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread { try chapter.runOnTerminal(["--plain", "--no-pager"]) }
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("── 1. "))
        #expect(!run.standardOutput.contains(escape))
    }

    @Test("on a narrow terminal, narration and headings fit its width", arguments: chapters)
    func narrowTerminal(_ chapter: ChapterProgram) async throws {
        let run = try await onOwnThread {
            try chapter.runOnTerminal(["--plain", "--no-pager"], columns: 60)
        }
        let prose = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(prose.contains { $0.hasPrefix("── 1. ") && String($0).displayWidth == 60 })
        for line in prose {
            #expect(String(line).displayWidth <= 60, "too wide for 60 columns: \(line)")
        }
    }
}
