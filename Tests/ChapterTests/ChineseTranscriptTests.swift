import Narration
import Testing
import WorkbookKit

@Suite("Chapters in Chinese")
struct ChineseTranscriptTests {
    @Test(
        "a --plain --lang zh run matches the chapter's Chinese golden transcript",
        arguments: chapters)
    func matchesGolden(_ chapter: ChapterProgram) throws {
        let run = try chapter.chineseRun()
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        try Golden.check(MeasuredFigures.mask(run.standardOutput), against: chapter.name + ".zh")
    }

    @Test("in Chinese, at least 95% of a chapter's prose lines carry Chinese", arguments: chapters)
    func chineseShare(_ chapter: ChapterProgram) throws {
        let prose = TranscriptProse.lines(of: try chapter.chineseRun().standardOutput)
        let english = prose.filter { !$0.containsChinese }
        let share = Double(prose.count - english.count) / Double(max(1, prose.count))
        #expect(
            share >= 0.95,
            """
            \(chapter.name): \(prose.count - english.count) of \(prose.count) prose lines carry \
            Chinese (\(Int(share * 100))%). Lines without:
            \(english.prefix(40).joined(separator: "\n"))
            """)
    }

    @Test("in Chinese, every line of a --plain run fits 80 columns", arguments: chapters)
    func fitsEightyColumns(_ chapter: ChapterProgram) throws {
        for line in try chapter.chineseRun().standardOutput.split(separator: "\n") {
            #expect(
                String(line).displayWidth <= 80, "\(String(line).displayWidth) columns: \(line)")
        }
    }

    @Test("in Chinese, no line starts with closing punctuation", arguments: chapters)
    func noLeadingClosingPunctuation(_ chapter: ChapterProgram) throws {
        for line in try chapter.chineseRun().standardOutput.split(separator: "\n") {
            let body = line.drop { $0 == " " }
            guard let first = body.first else { continue }
            #expect(!"，。、；：？！）」』》】".contains(first), "starts with \(first): \(line)")
        }
    }

    @Test("the prose test counts narration and skips code, output and API names")
    func classification() {
        let transcript = """
            ── 1. Mapping · 高阶映射 ──

            map 把每个元素交给一个函数。
            English prose that was not translated.

                print([1, 2, 3].map { $0 * $0 })
              ▸ [1, 4, 9]

              原书：-[RACSequence map:]
              源码：Chapters/Chapter1/Mapping.swift
              TextField.textSignal
              0  3
              ─  ────
                HotSignal<T, NoError>     ColdSignal<T, NoError>
              subject  RACSubject  RACSubject
            """
        #expect(
            TranscriptProse.lines(of: transcript)
                == [
                    "── 1. Mapping · 高阶映射 ──", "map 把每个元素交给一个函数。",
                    "English prose that was not translated.",
                ])
    }
}

/// The reader-facing prose lines of a Chinese transcript: every line but
/// blank ones, code and diagrams (indented four spaces or more), live output
/// (`▸`), the `原书：` and `源码：` footers, and lines that are neither
/// Chinese nor English prose: names, types and numbers, such as a table of
/// `HotSignal<T, NoError>` or a contract's function. English prose is two
/// lower-case words in a row, as in "the signal".
enum TranscriptProse {
    /// Whether `text` has two English words in a row, the mark of an English sentence.
    static func hasEnglishPhrase(_ text: String) -> Bool {
        text.contains(/(^|[^A-Za-z_.`])[a-z]{2,} [a-z]{2,}([^A-Za-z_(`]|$)/)
    }

    static func lines(of transcript: String) -> [String] {
        transcript.split(separator: "\n").map(String.init).filter { line in
            let body = line.drop { $0 == " " }
            let indent = line.count - body.count
            guard !body.isEmpty, indent < 4 else { return false }
            if body.hasPrefix("▸") || body.hasPrefix("原书：") || body.hasPrefix("源码：") {
                return false
            }
            return body.containsChinese || hasEnglishPhrase(String(body))
        }
    }
}

@Suite("Translator's notes")
struct TranslationNoteTests {
    @Test("every translator's note is in both languages' runs of its chapter", arguments: chapters)
    func bothLanguages(_ chapter: ChapterProgram) throws {
        let english = TranslationNotes.notes(in: try chapter.plainRun().standardOutput)
        let chinese = TranslationNotes.notes(in: try chapter.chineseRun().standardOutput)
        #expect(english.count == chinese.count)
        #expect(english.allSatisfy { $0.contains(Narrator.translationNoteLead.en) })
        #expect(chinese.allSatisfy { $0.hasPrefix("  " + Narrator.translationNoteLead.zh) })
    }

    @Test("removing the notes takes out each note and the blank line before it, nothing else")
    func removal() {
        let transcript = """
            Text.

              Note on the translation: the translation says 回滚 for
                replay.

            More text.
            """
        #expect(TranslationNotes.removed(from: transcript) == "Text.\n\nMore text.")
        #expect(TranslationNotes.notes(in: transcript).count == 1)
    }
}

@Suite("The translator's notes the audit asks for")
struct RequiredTranslationNoteTests {
    /// Where the translation misleads, by chapter: words each chapter's notes must quote.
    static let quoted: [(chapter: Int, words: String)] = [
        (1, "需要满足下面两个条件"), (4, "来替代你提供的 RACSubject"), (4, "变‘冷’"), (4, "回滚"),
        (5, "takeUntil:"),
    ]
    /// Slips of an article, not of the translation: editor's notes (编注), by chapter.
    static let edited: [(chapter: Int, words: String)] = [
        (6, "FRPFullSizedPhotoViewModel"), (6, "didBeComeActiveSignal"),
    ]

    @Test("each case of the audit has its note, in both languages", arguments: quoted)
    func noteExists(_ chapter: Int, words: String) throws {
        let program = ChapterProgram(chapter)
        let chinese = TranslationNotes.notes(in: try program.chineseRun().standardOutput)
        let english = TranslationNotes.notes(in: try program.plainRun().standardOutput)
        let flat = { (note: String) in note.replacing(/\n +/, with: "") }
        #expect(chinese.contains { flat($0).contains(words) }, "no 译注 quotes \(words)")
        #expect(english.count == chinese.count)
    }

    @Test("each slip of an article has an editor's note, not a translator's", arguments: edited)
    func editorNoteExists(_ chapter: Int, words: String) throws {
        let program = ChapterProgram(chapter)
        let chinese = try program.chineseRun().standardOutput
        let notes = chinese.components(separatedBy: "\n\n").filter {
            $0.hasPrefix("  " + Narrator.editorNoteLead.zh)
        }
        let flat = { (note: String) in note.replacing(/\n +/, with: "") }
        #expect(notes.contains { flat($0).contains(words) }, "no 编注 quotes \(words)")
        #expect(!TranslationNotes.notes(in: chinese).contains { flat($0).contains(words) })
    }
}
