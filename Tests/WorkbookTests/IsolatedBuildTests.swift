import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading
@testable import workbook

/// One exercise that does not compile stops only itself: the rest of its
/// chapter is graded on a program built with its shipped stub in its place.
@Suite("An exercise that does not compile blocks only itself")
struct IsolatedBuildTests {
    @Test("an isolated build compiles the chapter with a file replaced, apart from the package's")
    func replacesAFile() throws {
        let packageProgram = BuiltProducts.program("Chapter1Answers").path
        let before = try FileManager.default.attributesOfItem(atPath: packageProgram)
        let isolated = IsolatedBuild(
            root: packageRoot, products: BuiltProducts.directory, chapter: 1)
        // The reference solution in the stub's place: the built program answers right.
        let built = try isolated.build(replacing: [
            "Exercises/Chapter1/1.1-Squares.swift":
                "Exercises/Teacher/Solutions/Chapter1/1.1-Squares.swift"
        ])
        defer { built.remove() }
        #expect(built.program.path != packageProgram)
        let grader = try #require(Graders.grader(for: "1.1"))
        let report = Judging.report(
            grader, contestant: .learner, source: .solution("1.1"), seed: Seed(1),
            programs: Programs(learner: built.program.path, [], objects: built.objects))
        #expect(report.status == .passed, "\(report.message)")
        #expect(SymbolCheck.foreignSymbols(in: built.objects).isEmpty)
        let after = try FileManager.default.attributesOfItem(atPath: packageProgram)
        #expect(
            before[.modificationDate] as? Date == after[.modificationDate] as? Date,
            "the package's own program was rebuilt")
    }

    @Test("with 1.2 not compiling, checking 1.1 grades 1.1, and 1.2 says why it is not graded")
    func gradesTheRest() throws {
        var notes: [String] = []
        var grading = Grading(shell: Shell(root: packageRoot), log: { notes.append($0) })
        // SwiftPM's answer as it would be with 1.2 half-edited; the files are not touched.
        let stub = packageRoot.appendingPathComponent("Exercises/Chapter1/1.2-Evens.swift").path
        grading.builder = { _, _, _ in
            Shell.Outcome(
                status: 1,
                output: """
                    \(stub):32:14: error: expected parameter name followed by ':'
                    30 |     notAttempted("1.2")
                    31 | }
                    32 | func broken( {
                       |              `- error: expected parameter name followed by ':'
                    error: fatalError
                    """)
        }
        let exercises = ["1.1", "1.2"].compactMap { Catalog.exercise(id: $0) }
        let grades = try grading.grade(exercises)
        #expect(grades["1.1"]?.status == .notAttempted, "\(grades["1.1"]?.message ?? "none")")
        #expect(grades["1.2"]?.status == .compileError)
        #expect(grades["1.2"]?.message.contains("1.2 does not compile:") == true)
        #expect(
            notes.contains { $0.hasPrefix("1.2 does not compile: building chapter 1's answers") })
    }

    @Test("errors outside the exercises' own files still hold the whole chapter")
    func errorsElsewhereWait() throws {
        var grading = Grading(shell: Shell(root: packageRoot), log: { _ in })
        let calls = packageRoot.appendingPathComponent(
            "Exercises/Teacher/Calls/Chapter1/Steps.swift"
        ).path
        grading.builder = { _, _, _ in
            Shell.Outcome(status: 1, output: "\(calls):3:1: error: something else\n")
        }
        let grades = try grading.grade([try #require(Catalog.exercise(id: "1.1"))])
        #expect(grades["1.1"]?.status == .waiting)
    }

    @Test("a build past its time limit reports every exercise asked as too slow to compile")
    func tooSlow() throws {
        var grading = Grading(shell: Shell(root: packageRoot), log: { _ in })
        var limits: [Duration] = []
        grading.builder = { _, limit, _ in
            limits.append(limit)
            return Shell.Outcome(status: 124, output: "", timedOut: true)
        }
        let grades = try grading.grade([try #require(Catalog.exercise(id: "1.1"))])
        #expect(grades["1.1"]?.status == .compileError)
        #expect(grades["1.1"]?.message.contains("took longer than 90 s") == true)
        #expect(limits == [Grading.rebuildTimeLimit])
    }

    /// 1.1's grade for an answer whose file holds `text`, compiled as any
    /// answer is (apart from the package's build) and judged.
    private func grade11(_ text: String) throws -> GradeReport {
        try grade("1.1", text)
    }

    /// Exercise `id`'s grade for an answer whose file holds `text`.
    private func grade(_ id: String, _ text: String) throws -> GradeReport {
        let exercise = try #require(Catalog.exercise(id: id))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(exercise.fileName)
        try Data(text.utf8).write(to: file)
        let isolated = IsolatedBuild(
            root: packageRoot, products: BuiltProducts.directory, chapter: exercise.chapter)
        let built = try isolated.build(replacing: [exercise.file: file.path])
        defer { built.remove() }
        let grader = try #require(Graders.grader(for: id))
        let source = AnswerSource(file: exercise.file, snapshot: [exercise.file: text])
        return Judging.report(
            grader, contestant: .learner, source: source, seed: Seed(1),
            programs: Programs(learner: built.program.path, [], objects: built.objects))
    }

    @Test("1.8 with prefix before map in Array(…) is eager as Swift picks it: refused, saying so")
    func eagerFilterPicked() throws {
        let chain = "numbers.lazy.filter(isEven).prefix(count).map(square)"
        let report = try grade(
            "1.8",
            """
            public func firstEvenSquares(
                _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
                square: @escaping (Int) -> Int
            ) -> [Int] {
                Array(\(chain))
            }
            """)
        #expect(report.status == .wrong, "\(report.message)")
        #expect(report.message.contains("Swift picks the eager filter"), "\(report.message)")
        // The same steps with the lazy filter kept apart: lazy, and right.
        let kept = try grade(
            "1.8",
            """
            public func firstEvenSquares(
                _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
                square: @escaping (Int) -> Int
            ) -> [Int] {
                let evens = numbers.lazy.filter(isEven)
                return evens.prefix(count).map(square)
            }
            """)
        #expect(kept.status == .passed, "\(kept.message)")
    }

    @Test("a right answer in an unusual style passes: a name like signal, a map kept and appended")
    func unusualButRight() throws {
        let report = try grade11(
            """
            import ExerciseSupport

            public func squares(of numbers: [Int]) -> [Int] {
                let signal = numbers.map { number in number * number }
                var result: [Int] = []
                result.append(contentsOf: signal)
                return result
            }
            """)
        #expect(report.status == .passed, "\(report.message)")
    }

    @Test("a closure of one's own named map, compiled, calls no map: refused")
    func storedClosureNamedMap() throws {
        let report = try grade11(
            """
            public func squares(of numbers: [Int]) -> [Int] {
                let map: ([Int]) -> [Int] = { list in list.reduce(into: []) { $0.append($1 * $1) } }
                return map(numbers)
            }
            """)
        #expect(report.status == .wrong, "\(report.message)")
        #expect(report.message.contains("got:      no call to map"), "\(report.message)")
    }

    @Test("Foundation.Process, however named, is refused before the answer runs")
    func qualifiedProcess() throws {
        let report = try grade11(
            """
            import Foundation
            typealias Runner = Foundation.Process
            public func squares(of numbers: [Int]) -> [Int] {
                let runner = Runner()
                _ = runner.isRunning
                return numbers.map { $0 * $0 }
            }
            """)
        #expect(report.status == .refused, "\(report.message)")
        #expect(report.message.contains("calls Process, which starts another program"))
    }
}
