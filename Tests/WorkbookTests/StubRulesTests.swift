import Foundation
import Testing
import WorkbookKit

@testable import workbook

/// The workbook refuses, with a clear message, to grade stubs that end the
/// grading process themselves or import the grading's own modules.
@Suite("Stubs the workbook refuses to grade")
struct StubRulesTests {
    private let stub = "Exercises/Chapter1/1.1-Squares.swift"

    @Test(
        "a call that ends the process is refused, however it is written",
        arguments: [
            "exit(90)", "Foundation.exit(90)", "Glibc._exit(0)", "_Exit(1)", "abort()",
            "let end = exit\n    end(90)", "atexit { print(\"workbook:passed\") }",
            "raise(SIGKILL)",
            "kill(getpid(), SIGTERM)", "Thread.exit()", "pthread_exit(nil)", "quick_exit(90)",
            "alarm(0)", "setrlimit(0, &limit)",
        ])
    func processEnding(_ call: String) {
        let text = "public func squares(of numbers: [Int]) -> [Int] {\n    \(call)\n}\n"
        let found = StubRules.breaches(in: text, file: stub)
        #expect(found.first?.line == 2)
        #expect(found.first?.file == stub)
    }

    @Test("comments, strings and names that only contain exit are not refused")
    func notRefused() {
        let text = """
            // Don't call exit(0) here.
            /* abort() would end the grading */
            public func squares(of numbers: [Int]) -> [Int] {
                let message = "exit(1) and abort()"
                let didExit = numbers.isEmpty
                _ = (message, didExit)
                return numbers.map { $0 * $0 }
            }
            """
        #expect(StubRules.breaches(in: text, file: stub).isEmpty)
    }

    @Test("importing the reference solutions, the mutants or the grading kit is refused")
    func imports() {
        for module in ["Chapter1Reference", "Chapter3Mutants", "ExerciseGrading"] {
            let text = "import Foundation\n@testable import \(module)\n"
            #expect(StubRules.breaches(in: text, file: stub).map(\.what) == ["imports \(module)"])
        }
        #expect(
            StubRules.importedModule("import struct Chapter1Reference.Thing") == "Chapter1Reference"
        )
        #expect(StubRules.breaches(in: "import Reactive\nimport Foundation\n", file: stub).isEmpty)
    }

    @Test("a refusal names the exercise, the file and line, the code, and why")
    func refusalMessage() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(
            "public func squares(of numbers: [Int]) -> [Int] {\n    exit(90)\n}\n", to: stub,
            in: root)
        try write(
            "public func evens(in numbers: [Int]) -> [Int] { [] }\n",
            to: "Exercises/Chapter1/1.2-Evens.swift", in: root)
        let exercises = Catalog.exercises(inChapter: 1)
        let refusals = StubRules.refusals(for: exercises, root: root)
        #expect(Set(refusals.keys) == ["1.1"])
        let report = try #require(refusals["1.1"])
        #expect(report.status == .refused)
        #expect(report.status.isFailing)
        #expect(
            report.message.hasPrefix(
                "1.1 is not graded: Exercises/Chapter1/1.1-Squares.swift:2 calls exit:\n"
                    + "    exit(90)\nThe grader runs your code in a process of its own"))
    }

    @Test("a rule broken in a helper file refuses every exercise of its chapter")
    func helperFile() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("func finish() { abort() }\n", to: "Exercises/Chapter1/Helpers.swift", in: root)
        let refusals = StubRules.refusals(for: Catalog.exercises(inChapter: 1), root: root)
        #expect(refusals.count == Catalog.exercises(inChapter: 1).count)
        #expect(refusals["1.3"]?.message.contains("Helpers.swift:1 calls abort") == true)
    }

    @Test("the shipped stubs break no rule")
    func shippedStubs() {
        #expect(StubRules.refusals(for: Catalog.all, root: packageRoot).isEmpty)
    }
}
