import Foundation
import Testing
import WorkbookKit

@testable import workbook

/// `progress` answers from kept verdicts, and grades only what changed.
@Suite("Kept verdicts")
struct KeptVerdictsTests {
    /// A package of the shipped stubs in a folder of its own, and a
    /// workbook on it whose grader notes which exercises it was asked for.
    private final class Bench {
        let root: URL
        var asked: [[String]] = []
        var grading = "grading-1"

        init() throws {
            root = try temporaryFolder()
            for exercise in Catalog.all {
                try write(packageFile(exercise.file), to: exercise.file, in: root)
            }
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }

        func progress() throws -> String {
            var workbook = Workbook(root: root)
            var written = ""
            workbook.write = { written += $0 }
            workbook.marks = Marks(colored: false)
            workbook.gradingFingerprint = { self.grading }
            workbook.verdictsFile = KeptVerdicts.location(root: root)
            workbook.grader = { exercises in
                self.asked.append(exercises.map(\.id))
                return Dictionary(
                    uniqueKeysWithValues: exercises.map {
                        ($0.id, GradeReport(id: $0.id, status: .notAttempted))
                    })
            }
            #expect(try workbook.run(.progress(json: false)) == 0)
            return written
        }
    }

    @Test("a second progress grades nothing; a changed file is graded again, alone")
    func onlyWhatChanged() throws {
        let bench = try Bench()
        let first = try bench.progress()
        #expect(bench.asked.last?.count == Catalog.all.count)
        let second = try bench.progress()
        #expect(bench.asked.count == 1, "progress graded again with nothing changed")
        #expect(second == first)
        try write(
            packageFile("Exercises/Chapter1/1.2-Evens.swift") + "// edited\n",
            to: "Exercises/Chapter1/1.2-Evens.swift", in: bench.root)
        _ = try bench.progress()
        #expect(bench.asked.last == ["1.2"])
        _ = try bench.progress()
        #expect(bench.asked.count == 2)
    }

    @Test("a test's made-up grades are kept nowhere unless the test says where")
    func testsKeepNothing() throws {
        let bench = try Bench()
        var workbook = Workbook(root: bench.root)
        workbook.write = { _ in }
        workbook.grader = { exercises in
            Dictionary(
                uniqueKeysWithValues: exercises.map {
                    ($0.id, GradeReport(id: $0.id, status: .passed))
                })
        }
        #expect(try workbook.run(.progress(json: false)) == 0)
        #expect(
            !FileManager.default.fileExists(atPath: KeptVerdicts.location(root: bench.root).path))
    }

    @Test("new grading code grades everything again")
    func newGradingCode() throws {
        let bench = try Bench()
        _ = try bench.progress()
        bench.grading = "grading-2"
        _ = try bench.progress()
        #expect(bench.asked.map(\.count) == [Catalog.all.count, Catalog.all.count])
    }

    @Test("a verdict that waits on another file, or is the grader's fault, is not kept")
    func notKept() throws {
        let bench = try Bench()
        var kept = KeptVerdicts(location: KeptVerdicts.location(root: bench.root))
        for status in [GradeReport.Status.waiting, .graderFault, .missing] {
            kept.keep(GradeReport(id: "1.1", status: status), file: "f", grading: "g")
            #expect(kept.verdict(for: "1.1", file: "f", grading: "g") == nil)
        }
        kept.keep(GradeReport(id: "1.1", status: .wrong), file: "f", grading: "g")
        kept.save()
        let read = KeptVerdicts(location: KeptVerdicts.location(root: bench.root))
        #expect(read.verdict(for: "1.1", file: "f", grading: "g")?.status == .wrong)
        #expect(read.verdict(for: "1.1", file: "other", grading: "g") == nil)
    }

    @Test("a folder or a pipe in place of a file has no fingerprint, and is never kept")
    func onlyRegularFiles() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(KeptVerdicts.fingerprint(of: root) == nil)
        #expect(KeptVerdicts.fingerprint(of: root.appendingPathComponent("missing")) == nil)
        try write("a", to: "a.swift", in: root)
        try write("b", to: "b.swift", in: root)
        let a = KeptVerdicts.fingerprint(of: root.appendingPathComponent("a.swift"))
        #expect(a != nil)
        #expect(a != KeptVerdicts.fingerprint(of: root.appendingPathComponent("b.swift")))
        // Reading a pipe would wait for a writer: it is never opened.
        let pipe = root.appendingPathComponent("pipe.swift")
        #expect(JudgeTestPlatform.makePipe(at: pipe.path))
        #expect(KeptVerdicts.fingerprint(of: pipe) == nil)
    }
}
