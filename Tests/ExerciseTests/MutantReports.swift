import ExerciseGraders
import ExerciseGrading
import Foundation
import WorkbookKit

/// What the grader of exercise `id` says of the mutant `name` (seed 1).
func verdict(on id: String, mutant name: String) async -> GradeReport {
    guard let grader = Graders.grader(for: id) else {
        return GradeReport(
            id: id, status: .graderFault,
            text: Bilingual(en: "no grader for \(id)", zh: "no grader for \(id)"))
    }
    return await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(
                returning: Judging.report(
                    grader, contestant: .mutant(name), source: .mutant(id, function: name),
                    seed: Seed(1)))
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
}
