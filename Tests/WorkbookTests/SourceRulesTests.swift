import ExerciseGrading
import Testing
import WorkbookKit

/// What the judge refuses from the text alone: an import of the workbook's
/// own modules that the task does not give, and a file too large to be an
/// answer. Everything else is judged on the compiled answer and its run.
@Suite("Answers import only what their task gives them")
struct SourceRulesTests {
    private func breaches(_ text: String, chapter: Int = 4) -> [String] {
        SourceRules.breaches(
            in: text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: chapter
        )
        .map(\.what.en)
    }

    @Test("an import of the reference or the graders is refused however it is written")
    func importsOfTheReference() {
        #expect(
            breaches("import Reactive; import Chapter4Reference") == ["imports Chapter4Reference"])
        #expect(breaches("@testable import Chapter4Reference") == ["imports Chapter4Reference"])
        #expect(breaches("import struct Chapter4Reference.Feed") == ["imports Chapter4Reference"])
        #expect(breaches("@_exported\nimport\nChapter4Mutants") == ["imports Chapter4Mutants"])
        #expect(breaches("import ExerciseGrading") == ["imports ExerciseGrading"])
        #expect(breaches("import Chapter1Calls") == ["imports Chapter1Calls"])
        #expect(breaches("import Foundation\nimport Reactive\nimport ExerciseSupport").isEmpty)
    }

    @Test("the system's modules may be imported: what is called from them is judged compiled")
    func systemModules() {
        #expect(
            breaches("import Glibc\nimport Darwin\nimport Dispatch\nimport RegexBuilder").isEmpty)
    }

    @Test("the app's modules are given in chapters 5 and 6 only")
    func appModules() {
        #expect(breaches("import Pixels", chapter: 4) == ["imports Pixels"])
        #expect(breaches("import Pixels\nimport PixelsExerciseSupport", chapter: 5).isEmpty)
    }

    @Test("names, attributes and strings are not refused by their spelling")
    func spellingIsNotRefused() {
        #expect(breaches("func f() { exit(0) }").isEmpty)
        #expect(breaches(#"let f = dlsym(nil, "alarm")"#).isEmpty)
        #expect(breaches(#"@_cdecl("alarm") func alarm(_ s: UInt32) -> UInt32 { 0 }"#).isEmpty)
        #expect(breaches(#"let unused = "/proc/self/mem""#).isEmpty)
        #expect(
            breaches("let signal = subject.signal\nlet kill = { (system: Int) in system }").isEmpty)
    }

    @Test("CRLF, CR and a byte-order mark read like LF: the rules see the same lines")
    func lineEndings() {
        let lines = ["import Reactive", "func f() {", "}", "import Chapter4Reference"]
        for separator in ["\n", "\r\n", "\r"] {
            let text = lines.joined(separator: separator)
            let found = SourceRules.breaches(
                in: text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: 4)
            #expect(found.map(\.line) == [4], "separator \(separator.debugDescription)")
            let marked = SourceRules.breaches(
                in: "\u{FEFF}" + text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: 4)
            #expect(marked.map(\.line) == [4])
        }
    }

    @Test("a refusal names the file, the line as written, and why")
    func message() {
        let source = AnswerSource(
            file: "Exercises/Chapter1/1.1-Squares.swift",
            snapshot: ["Exercises/Chapter1/1.1-Squares.swift": "import Chapter1Reference\n"])
        let refusal = SourceRules.refusal(of: source, exercise: "1.1")
        #expect(
            refusal?.en.hasPrefix(
                "1.1 is not graded: Exercises/Chapter1/1.1-Squares.swift:1 imports Chapter1Reference:\n"
                    + "    import Chapter1Reference\nChapter1Reference is the workbook's own")
                == true)
    }

    @Test("a helper file's import refuses every exercise; another exercise's file, only its own")
    func otherFiles() {
        let helper = AnswerSource(
            file: "Exercises/Chapter1/1.1-Squares.swift",
            snapshot: [
                "Exercises/Chapter1/1.1-Squares.swift": "func squares() {}",
                "Exercises/Chapter1/Helpers.swift": "import Chapter1Reference",
            ])
        #expect(
            SourceRules.refusal(of: helper, exercise: "1.1")?.en.contains("Helpers.swift:1") == true
        )
        let neighbour = AnswerSource(
            file: "Exercises/Chapter1/1.1-Squares.swift",
            snapshot: [
                "Exercises/Chapter1/1.1-Squares.swift": "func squares() {}",
                "Exercises/Chapter1/1.2-Evens.swift": "import Chapter1Reference",
            ])
        #expect(SourceRules.refusal(of: neighbour, exercise: "1.1") == nil)
    }

    @Test("a file too large to be an answer is refused with its size")
    func largeFiles() {
        let huge = String(repeating: "// padding\n", count: 30_000)
        let source = AnswerSource(
            file: "Exercises/Chapter1/1.1-Squares.swift",
            snapshot: ["Exercises/Chapter1/1.1-Squares.swift": huge])
        #expect(
            SourceRules.refusal(of: source, exercise: "1.1")?.en.contains("at most 256 KB") == true)
    }
}
