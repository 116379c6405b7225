import Narration
import Testing

@Suite("Chapter transcripts")
struct GoldenTranscriptTests {
    /// The English golden files are the transcripts from before the Chinese
    /// narration, unchanged: the English run, with the translator's notes it
    /// gained taken out, must still match them byte for byte.
    @Test(
        "a --plain run, without its translator's notes, matches the chapter's golden transcript",
        arguments: chapters)
    func matchesGolden(_ chapter: ChapterProgram) throws {
        let run = try chapter.plainRun()
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        let withoutNotes = TranslationNotes.removed(from: run.standardOutput)
        try Golden.check(MeasuredFigures.mask(withoutNotes), against: chapter.name)
    }

    @Test("--section N prints exactly section N of a full run, for every N", arguments: chapters)
    func eachSectionAlone(_ chapter: ChapterProgram) throws {
        let titles = try chapter.sectionTitles()
        let full = try chapter.plainRun()
        let pieces = try SectionedTranscript(
            MeasuredFigures.mask(full.standardOutput), count: titles.count)
        #expect(pieces.sections.count == titles.count)
        for (index, title) in titles.enumerated() {
            let number = index + 1
            let alone = try chapter.run(["--plain", "--section", "\(number)"])
            #expect(alone.exitCode == 0)
            #expect(heading(of: alone.standardOutput).hasPrefix("── \(number). \(title) "))
            #expect(
                MeasuredFigures.mask(alone.standardOutput) == pieces.sections[index],
                "section \(number), \(title), differs when run alone")
        }
    }

    @Test("every line of a --plain run fits 80 columns, code and tables too", arguments: chapters)
    func fitsEightyColumns(_ chapter: ChapterProgram) throws {
        let run = try chapter.plainRun()
        for line in run.standardOutput.split(separator: "\n") {
            #expect(String(line).displayWidth <= 80, "\(line.count) columns: \(line)")
        }
    }

    @Test(
        "the closing sections are the glossary, then the exercises, then Today", arguments: chapters
    )
    func closingSections(_ chapter: ChapterProgram) throws {
        let titles = try chapter.sectionTitles()
        #expect(
            titles.suffix(3).dropLast()
                == ["Glossary · 术语表", "Exercises for this chapter · 本章练习"])
        #expect(titles.last?.hasPrefix("Today: ") == true)
        let exercises = try chapter.run(["--plain", "--section", "\(titles.count - 1)"])
        #expect(exercises.standardOutput.contains("swift run workbook check \(chapter.number)"))
    }
}

@Suite("Masking measured figures")
struct MeasuredFiguresTests {
    @Test("durations and ratios in Stopwatch's shapes are masked")
    func masksMeasuredShapes() {
        let text = "functional  18.573 ms\nimperative  6.081 ms\n▸ ratio = 3.05×"
        #expect(
            MeasuredFigures.mask(text)
                == "functional  ‹ms›\nimperative  ‹ms›\n▸ ratio = ‹ratio›")
    }

    @Test("other numbers are left alone, so the comparison still sees them")
    func leavesOtherNumbers() {
        let text = "[1, 4, 9] 6 123 1.5 ms 2.5× ×3 200 thousand 1333353333400000 0.12 s"
        #expect(MeasuredFigures.mask(text) == text)
    }
}

/// A section's heading as one line: a title too long for the page goes
/// on under the rule, indented, and is joined back here.
private func heading(of output: String) -> String {
    let lines = output.dropFirst().split(separator: "\n", omittingEmptySubsequences: false)
    guard var head = lines.first.map(String.init) else { return "" }
    if lines.count > 1, lines[1].hasPrefix("      ") {
        head =
            head.replacing(#/ ─+$/#, with: "") + " "
            + lines[1].trimmingPrefix(while: \.isWhitespace) + " "
    }
    return head
}
