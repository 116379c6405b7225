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

    @Test("watch says a file was saved before it grades it, then says to save again")
    func watchRound() throws {
        let exercise = try #require(Catalog.exercise(id: "1.2"))
        let terminal = Terminal()
        var workbook = workbook(terminal)
        var writtenWhenGrading = ""
        workbook.grader = { _ in
            writtenWhenGrading = terminal.written
            return ["1.2": GradeReport(id: "1.2", status: .passed)]
        }
        workbook.watchRound([exercise], savedAt: Date(timeIntervalSince1970: 0))
        #expect(writtenWhenGrading.contains("] saved: 1.2; grading…\n"))
        #expect(terminal.written.contains("✔ 1.2 Keep the even numbers with filter\n"))
        #expect(
            terminal.written.hasSuffix("\nWatching: save again to re-grade. Stop with Ctrl-C.\n"))
    }

    @Test("a pass says which exercise comes next")
    func nextAfterAPass() throws {
        let exercise = try #require(Catalog.exercise(id: "1.2"))
        let terminal = Terminal()
        let grades = ["1.2": GradeReport(id: "1.2", status: .passed)]
        #expect(try workbook(terminal, grades: grades).run(.check([exercise], seed: nil)) == 0)
        #expect(
            terminal.written.contains(
                "Well done. Next: 1.3 Add up a list with a fold, in Exercises/Chapter1/1.3-Total.swift"
            ))
    }

    @Test("messages are fitted to the terminal between words; commands are never broken")
    func wrapping() throws {
        let exercise = try #require(Catalog.exercise(id: "1.3"))
        let message = """
            1.3 Add up a list with a fold: not right yet.
              total(of: [1, 2])
                expected: 3
                got:      4
              The total is one too many: start the fold from 0, because a fold of nothing returns its initial value.
              Read hint 2: swift run workbook hint 1.3 2
            Seed 42. To replay these inputs:
              swift run workbook check 1.3 --seed 42
            """
        let terminal = Terminal()
        var workbook = workbook(
            terminal, grades: ["1.3": GradeReport(id: "1.3", status: .wrong, message: message)])
        workbook.width = 40
        _ = try workbook.run(.check([exercise], seed: nil))
        let lines = terminal.written.split(separator: "\n")
        #expect(lines.contains("    swift run workbook check 1.3 --seed 42"))
        #expect(lines.contains("    The total is one too many: start the"))
        #expect(lines.contains("      fold from 0, because a fold of"))
        for line in lines where line.count > 40 {
            #expect(line.drop { $0 == " " }.hasPrefix("swift "), "\(line)")
        }
    }

    @Test("check exits with 1 while an exercise fails or waits, and 0 otherwise")
    func checkExitCodes() throws {
        let two = Catalog.exercises(inChapter: 2)
        let broken = [
            "2.1": GradeReport(
                id: "2.1", status: .waiting,
                text: Bilingual(en: "waiting for chapter 2", zh: "waiting for chapter 2")),
            "2.2": GradeReport(id: "2.2", status: .passed),
        ]
        let terminal = Terminal()
        #expect(
            try workbook(terminal, grades: broken).run(.check(Array(two.prefix(2)), seed: nil)) == 1
        )
        #expect(terminal.written.contains("… 2.1 "))
        let fine = ["2.2": GradeReport(id: "2.2", status: .passed)]
        #expect(try workbook(Terminal(), grades: fine).run(.check([two[1]], seed: nil)) == 0)
        let slow = [
            "2.2": GradeReport(
                id: "2.2", status: .timedOut,
                text: Bilingual(en: "2.2 timed out", zh: "2.2 timed out"))
        ]
        #expect(try workbook(Terminal(), grades: slow).run(.check([two[1]], seed: nil)) == 1)
    }
}
