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
