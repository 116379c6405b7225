import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading
@testable import workbook

/// The judge, on answers that an earlier judge graded the wrong way: each is
/// built into its chapter's answer program and graded whole, as
/// `workbook check` would, so the compiled file, the run and the reading of
/// the source all take part.
@Suite("The judge, on the shapes a tester found")
struct JudgeGapTests {
    @Test(
        "each wrong answer is refused, naming what it did",
        arguments: JudgeGapCase.wrong + JudgeGapCase.wrongReactive + JudgeGapCase.wrongThird
            + JudgeGapCase.wrongFourth + JudgeGapCase.wrongIdle + JudgeGapCase.wrongContract
            + JudgeGapCase.wrongFifth + JudgeGapCase.wrongSixth)
    func wrongIsRefused(_ answer: JudgeGapCase) throws {
        let report = try Self.grade(answer)
        #expect(report.status == .wrong, "\(report.message)")
        if let words = answer.refusedWith {
            #expect(report.message.contains(words), "\(report.message)")
        }
    }

    @Test("each right answer passes", arguments: JudgeGapCase.right + JudgeGapCase.rightThird)
    func rightPasses(_ answer: JudgeGapCase) throws {
        let report = try Self.grade(answer)
        #expect(report.status == .passed, "\(report.message)")
    }

    /// Builds `answer` in place of its stub and grades it with seed 1.
    static func grade(_ answer: JudgeGapCase) throws -> GradeReport {
        let exercise = try #require(Catalog.exercise(id: answer.id))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = exercise.file
        let name = URL(fileURLWithPath: stub).lastPathComponent
        let file = folder.appendingPathComponent(name)
        let text = "import ExerciseSupport\n" + answer.text + "\n"
        try Data(text.utf8).write(to: file)
        let built = try IsolatedBuild(
            root: packageRoot, products: BuiltProducts.directory, chapter: exercise.chapter
        ).build(replacing: [stub: file.path])
        defer { built.remove() }
        return Judging.report(
            try #require(Graders.grader(for: answer.id)), contestant: .learner,
            source: AnswerSource(file: stub, snapshot: [stub: text]), seed: Seed(1),
            programs: Programs(learner: built.program.path, [], objects: built.objects))
    }
}
