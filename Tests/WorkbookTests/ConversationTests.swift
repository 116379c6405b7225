import Foundation
import Testing
import WorkbookKit

@testable import workbook

/// What the command says and asks, with its output captured, its answers
/// scripted and its grader replaced by fixed grades.
@Suite("Asking, watching and exit codes")
struct ConversationTests {
    /// Everything a workbook run wrote, and the answers it is given in turn.
    final class Terminal {
        var written = ""
        var answers: [String?]

        init(answers: [String?] = []) {
            self.answers = answers
        }
    }

    private func workbook(
        _ terminal: Terminal, grades: [String: GradeReport] = [:], root: URL = packageRoot
    ) -> Workbook {
        var workbook = Workbook(root: root)
        workbook.write = { terminal.written += $0 }
        workbook.readAnswer = { terminal.answers.isEmpty ? nil : terminal.answers.removeFirst() }
        workbook.marks = Marks(colored: false)
        workbook.grader = { exercises in
            grades.filter { id, _ in exercises.contains { $0.id == id } }
        }
        return workbook
    }

    @Test("solution asks before it shows the answer, and shows nothing unless told yes")
    func solutionAsks() throws {
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        let solution = packageFile(exercise.solutionFile)
        for answer in ["n", "", nil] as [String?] {
            let terminal = Terminal(answers: [answer])
            #expect(try workbook(terminal).run(.solution(exercise, confirmed: false)) == 1)
            #expect(terminal.written.contains("⚠ Spoiler: the reference solution to 1.1"))
            #expect(terminal.written.contains("Show the solution? [y/N] "))
            #expect(terminal.written.contains("The solution stays hidden"))
            #expect(!terminal.written.contains(solution))
        }
        let yes = Terminal(answers: ["y"])
        #expect(try workbook(yes).run(.solution(exercise, confirmed: false)) == 0)
        #expect(yes.written.hasSuffix(solution + "\n"))
    }

    @Test("solution --yes shows the answer without asking")
    func solutionWithYes() throws {
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        let terminal = Terminal()
        #expect(try workbook(terminal).run(.solution(exercise, confirmed: true)) == 0)
        #expect(!terminal.written.contains("[y/N]"))
        #expect(terminal.written.contains("── \(exercise.solutionFile) ──"))
    }

    @Test("reset asks the same way, and changes nothing without a yes")
    func resetAsks() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = try #require(Catalog.exercise(id: "1.1"))
        try write("shipped", to: exercise.pristineFile, in: root)
        try write("mine", to: exercise.file, in: root)
        let no = Terminal(answers: ["no"])
        #expect(try workbook(no, root: root).run(.reset([exercise], confirmed: false)) == 1)
        #expect(no.written.contains("Nothing was reset. (Answer y to go ahead, or pass --yes.)"))
        #expect(packageText(exercise.file, in: root) == "mine")
        let yes = Terminal(answers: ["Y"])
        #expect(try workbook(yes, root: root).run(.reset([exercise], confirmed: false)) == 0)
        #expect(packageText(exercise.file, in: root) == "shipped")
    }

    @Test("watch grades what was saved, then says to save again to re-grade")
    func watchRound() throws {
        let exercise = try #require(Catalog.exercise(id: "1.2"))
        let grades = ["1.2": GradeReport(id: "1.2", status: .passed, message: "")]
        let text = workbook(Terminal(), grades: grades).watchRound(
            [exercise], savedAt: Date(timeIntervalSince1970: 0))
        #expect(text.contains("] saved: 1.2\n✔ 1.2 Keep the even numbers with filter\n"))
        #expect(text.hasSuffix("\nWatching: save again to re-grade. Stop with Ctrl-C."))
    }

    @Test("check exits with 1 while an exercise fails or waits, and 0 otherwise")
    func checkExitCodes() throws {
        let two = Catalog.exercises(inChapter: 2)
        let broken = [
            "2.1": GradeReport(id: "2.1", status: .waiting, message: "waiting for chapter 2"),
            "2.2": GradeReport(id: "2.2", status: .passed, message: ""),
        ]
        let terminal = Terminal()
        #expect(try workbook(terminal, grades: broken).run(.check(Array(two.prefix(2)), seed: nil)) == 1)
        #expect(terminal.written.contains("… 2.1 "))
        let fine = ["2.2": GradeReport(id: "2.2", status: .passed, message: "")]
        #expect(try workbook(Terminal(), grades: fine).run(.check([two[1]], seed: nil)) == 0)
        let slow = ["2.2": GradeReport(id: "2.2", status: .timedOut, message: "2.2 timed out")]
        #expect(try workbook(Terminal(), grades: slow).run(.check([two[1]], seed: nil)) == 1)
    }
}
