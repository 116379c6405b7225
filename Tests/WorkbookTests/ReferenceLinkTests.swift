import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// The reference the answer is compared with is the solution as written.
@Suite("The reference solution has one name")
struct ReferenceLinkTests {
    @Test("a solution with a second name (a hard link) is found, and named")
    func hardLinkedSolution() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for exercise in Catalog.exercises(inChapter: 1) {
            try write(packageFile(exercise.solutionFile), to: exercise.solutionFile, in: root)
        }
        #expect(linkedSolution(chapter: 1, root: root) == nil)
        let solution = try #require(Catalog.exercise(id: "1.2")).solutionFile
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Exercises/Chapter1"), withIntermediateDirectories: true
        )
        try FileManager.default.linkItem(
            at: root.appendingPathComponent(solution),
            to: root.appendingPathComponent("Exercises/Chapter1/1.2-Evens.swift"))
        #expect(linkedSolution(chapter: 1, root: root) == solution)
    }
}

/// The reference the answer is compared with is the one the repository recorded.
@Suite("The reference solution is the recorded one")
struct RecordedReferenceTests {
    /// A repository holding chapter 1's solutions, committed.
    private func repository() throws -> URL {
        let root = try temporaryFolder()
        for exercise in Catalog.exercises(inChapter: 1) {
            try write(packageFile(exercise.solutionFile), to: exercise.solutionFile, in: root)
        }
        for arguments in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "solutions"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path] + arguments
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0, "git \(arguments)")
        }
        return root
    }

    @Test("a solution changed after it was committed is found, and named; the others are not")
    func changedSolution() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(RecordedReference.canTell(root: root))
        #expect(RecordedReference.changedSolution(chapter: 1, root: root) == nil)
        let solution = try #require(Catalog.exercise(id: "1.3")).solutionFile
        try write(
            packageFile(solution) + "\n// tuned to the answer\n", to: solution, in: root)
        #expect(RecordedReference.changedSolution(chapter: 1, root: root) == solution)
        try FileManager.default.removeItem(at: root.appendingPathComponent(solution))
        #expect(RecordedReference.changedSolution(chapter: 1, root: root) == solution)
    }

    @Test("outside a repository git cannot tell, and nothing is refused")
    func noRepository() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("// package\n", to: "Package.swift", in: root)
        #expect(!RecordedReference.canTell(root: root))
        #expect(RecordedReference.changedSolution(chapter: 1, root: root) == nil)
    }
}
