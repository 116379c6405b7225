import ExerciseGrading
import Foundation
import Testing
import WorkbookKit

@testable import workbook

/// A stub's name holding something that is not a file.
@Suite("Not a file where a stub belongs")
struct NotAFileTests {
    @Test(
        "a named pipe or a folder in place of a stub is said in one line, and nothing waits on it",
        arguments: ["pipe", "folder"])
    func oddStub(kind: String) async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for exercise in Catalog.exercises(inChapter: 1) {
            try write(packageFile(exercise.file), to: exercise.file, in: root)
        }
        let odd = root.appendingPathComponent("Exercises/Chapter1/1.1-Squares.swift")
        try FileManager.default.removeItem(at: odd)
        if kind == "pipe" {
            #expect(JudgeTestPlatform.makePipe(at: odd.path))
        } else {
            try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: false)
        }
        var grading = Grading(shell: Shell(root: root), log: { _ in })
        grading.builder = { _, _, _ in
            Issue.record("nothing is built while a stub is not a file")
            return Shell.Outcome(status: 1, output: "")
        }
        let exercises = ["1.1", "1.2"].compactMap { Catalog.exercise(id: $0) }
        // On a thread of its own, so that a grading that opened the pipe
        // would fail this test instead of hanging the run.
        nonisolated(unsafe) let job = grading
        let grades = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try job.grade(exercises) })
            }
        }
        let said = kind == "pipe" ? "a named pipe" : "a folder"
        #expect(grades["1.1"]?.status == .missing)
        #expect(
            grades["1.1"]?.message
                == "1.1's file Exercises/Chapter1/1.1-Squares.swift is \(said), not a Swift file. "
                + "Move it away, then bring the stub back with: swift run workbook reset 1.1")
        #expect(grades["1.2"]?.status == .waiting)
        #expect(grades["1.2"]?.message.contains("which is \(said), not a file") == true)
    }
}
