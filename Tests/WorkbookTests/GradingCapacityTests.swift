import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// How many gradings run at once, and the open files they are given.
@Suite("Gradings at once")
struct GradingCapacityTests {
    @Test("two per processor, from 2 to 8, unless WORKBOOK_GRADING_SLOTS says")
    func slots() {
        #expect(GradingCapacity.slots(environment: [:], processors: 1) == 2)
        #expect(GradingCapacity.slots(environment: [:], processors: 2) == 4)
        #expect(GradingCapacity.slots(environment: [:], processors: 16) == 8)
        #expect(
            GradingCapacity.slots(environment: ["WORKBOOK_GRADING_SLOTS": "32"], processors: 2)
                == 32)
        #expect(
            GradingCapacity.slots(environment: ["WORKBOOK_GRADING_SLOTS": "0"], processors: 2) == 4)
        #expect(
            GradingCapacity.slots(environment: ["WORKBOOK_GRADING_SLOTS": "x"], processors: 2) == 4)
    }

    @Test("the soft open-file limit is raised to what 32 gradings need, as the hard limit allows")
    func raisesTheLimit() throws {
        let needed = GradingCapacity.openFilesNeeded(forGradings: 32)
        #expect(needed == 256 + 32 * 12)
        let now = try #require(GradingCapacity.raiseOpenFileLimit(forGradings: 32))
        let hard = try #require(JudgeTestPlatform.openFileLimits()).hard
        #expect(now >= min(needed, hard), "soft \(now), hard \(hard)")
        #expect(JudgeTestPlatform.openFileLimits()?.soft == now)
    }
}
