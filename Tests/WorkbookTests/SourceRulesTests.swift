import ExerciseGrading
import Testing
import WorkbookKit

/// What the judge refuses to grade, read from the tokens of the learner's
/// files: however an import, an attribute or a call is written.
@Suite("Answers reach only what their task gives them")
struct SourceRulesTests {
    private func breaches(_ text: String, chapter: Int = 4) -> [String] {
        SourceRules.breaches(
            in: text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: chapter
        )
        .map(\.what.en)
    }

    @Test("an import of the reference is refused however it is written")
    func importsOfTheReference() {
        #expect(
            breaches("import Reactive; import Chapter4Reference") == ["imports Chapter4Reference"])
        #expect(breaches("@testable import Chapter4Reference") == ["imports Chapter4Reference"])
        #expect(breaches("import struct Chapter4Reference.Feed") == ["imports Chapter4Reference"])
        #expect(breaches("@_exported\nimport\nChapter4Mutants") == ["imports Chapter4Mutants"])
        #expect(breaches("import ExerciseGrading") == ["imports ExerciseGrading"])
        #expect(breaches("import Glibc") == ["imports Glibc"])
        #expect(breaches("import Foundation\nimport Reactive\nimport ExerciseSupport").isEmpty)
    }

    @Test("the app's modules are allowed in chapters 5 and 6 only")
    func appModules() {
        #expect(breaches("import Pixels", chapter: 4) == ["imports Pixels"])
        #expect(breaches("import Pixels\nimport PixelsExerciseSupport", chapter: 5).isEmpty)
    }

    @Test("attributes that reach below Swift are refused")
    func lowLevelAttributes() {
        #expect(
            breaches(#"@_cdecl("alarm") func alarm(_ s: UInt32) -> UInt32 { 0 }"#).first
                == "uses @_cdecl")
        #expect(breaches(#"@_silgen_name("swift_retain") func r()"#) == ["uses @_silgen_name"])
        #expect(breaches(#"@_section("__DATA,__mod_init_func") let f = 0"#) == ["uses @_section"])
        #expect(breaches("@_used let kept = 1") == ["uses @_used"])
        #expect(breaches(#"@_expose(Cxx) public func f() {}"#) == ["uses @_expose"])
        #expect(breaches("@escaping @Sendable @discardableResult func f() {}").isEmpty)
    }

    @Test(
        "calls that end the process or look up code by name are refused, even in a string's interpolation"
    )
    func processCalls() {
        #expect(breaches("func f() { exit(0) }") == ["calls exit"])
        #expect(breaches(#"let s = "\(exit(0))""#) == ["calls exit"])
        #expect(breaches(##"let s = #"\#(abort())"#"##) == ["calls abort"])
        #expect(breaches(#"let f = dlsym(nil, "alarm")"#) == ["calls dlsym"])
        #expect(breaches("let p = Process()") == ["calls Process"])
        #expect(breaches("// exit(0) in a comment\nlet s = \"exit(0)\"").isEmpty)
        #expect(breaches("func f(exit: Int) {}").isEmpty)
    }

    @Test("a path into /proc in a string is refused")
    func procfs() {
        #expect(breaches(#"let m = "/proc/self/mem""#) == ["reads /proc"])
    }

    @Test("CRLF, CR and a byte-order mark read like LF: the rules see the same lines")
    func lineEndings() {
        let lines = ["import Reactive", "func f() {", "    exit(0)", "}"]
        for separator in ["\n", "\r\n", "\r"] {
            let text = lines.joined(separator: separator)
            let found = SourceRules.breaches(
                in: text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: 4)
            #expect(found.map(\.line) == [3], "separator \(separator.debugDescription)")
            let marked = SourceRules.breaches(
                in: "\u{FEFF}" + text, file: "Exercises/Chapter4/4.1-SharedFeed.swift", chapter: 4)
            #expect(marked.map(\.line) == [3])
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
                    + "    import Chapter1Reference\nAn answer may import only") == true)
    }

    @Test("another file of the chapter that breaks a rule refuses every exercise of it")
    func otherFiles() {
        let source = AnswerSource(
            file: "Exercises/Chapter1/1.1-Squares.swift",
            snapshot: [
                "Exercises/Chapter1/1.1-Squares.swift": "func squares() {}",
                "Exercises/Chapter1/Helpers.swift": "@_cdecl(\"alarm\") func a() {}",
            ])
        #expect(
            SourceRules.refusal(of: source, exercise: "1.1")?.en.contains("Helpers.swift:1") == true
        )
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
