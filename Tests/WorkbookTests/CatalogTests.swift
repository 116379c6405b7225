import Foundation
import Testing
import WorkbookKit

/// The shipped exercises are complete: each has its stub as shipped, a solution,
/// mutants, three hint tiers and a grading suite. These tests read the shipped
/// copies, so they keep passing while a learner edits the stubs.
@Suite("The exercise catalog")
struct CatalogTests {
    @Test("ids are unique, numbered in order, and each chapter has at least six exercises")
    func idsAreOrdered() {
        #expect(Set(Catalog.all.map(\.id)).count == Catalog.all.count)
        for chapter in Catalog.chapters {
            let ids = Catalog.exercises(inChapter: chapter).map(\.id)
            #expect(ids == (1...ids.count).map { "\(chapter).\($0)" })
            #expect(ids.count >= 6, "chapter \(chapter) has \(ids.count) exercises")
        }
        #expect(Catalog.exercise(id: "1.1")?.file == "Exercises/Chapter1/1.1-Squares.swift")
        #expect(Catalog.exercise(id: "9.9") == nil)
    }

    @Test(
        "each shipped stub has one TODO marker and reports itself not attempted",
        arguments: Catalog.all)
    func stubsAreMarked(_ exercise: Exercise) {
        let stub = packageFile(exercise.pristineFile)
        #expect(stub.components(separatedBy: "// TODO(\(exercise.id)):").count == 2)
        #expect(stub.contains("notAttempted(\"\(exercise.id)\")"))
        #expect(stub.contains("Book: chapter \(exercise.chapter)"))
        #expect(stub.contains("Exercise \(exercise.id) · \(exercise.title)"))
    }

    @Test(
        "each shipped stub gives its task and its grading in Chinese, after the English",
        arguments: Catalog.all)
    func stubsSpeakChinese(_ exercise: Exercise) throws {
        let lines = packageFile(exercise.pristineFile).split(separator: "\n").map(String.init)
        let title = try #require(
            lines.firstIndex { $0.hasPrefix("/// Exercise \(exercise.id) · ") })
        #expect(lines[title + 1] == "/// 练习 \(exercise.id) · \(exercise.chineseTitle)")
        #expect(lines[title + 1].containsChinese)
        let graded = try #require(lines.firstIndex { $0.hasPrefix("/// Graded: ") })
        let task = try #require(lines.firstIndex { $0.hasPrefix("/// 任务：") })
        let grading = try #require(lines.firstIndex { $0.hasPrefix("/// 评分：") })
        #expect(graded < task && task < grading)
        // The Chinese runs from 任务 to the examples or the Book: line.
        let end = lines[grading...].firstIndex {
            $0.hasPrefix("/// ```") || $0.hasPrefix("/// Book:")
        }
        let chinese = lines[task..<(end ?? lines.count)].filter { $0 != "///" }
        let english = chinese.filter { !$0.containsChinese }
        #expect(
            Double(english.count) <= Double(chinese.count) * 0.05,
            "lines without Chinese: \(english)")
    }

    @Test(
        "each exercise has a solution without notAttempted, mutants, a grader and its tests",
        arguments: Catalog.all)
    func everyPartExists(_ exercise: Exercise) {
        let solution = packageFile(exercise.solutionFile)
        #expect(!solution.isEmpty)
        #expect(!solution.contains("notAttempted"))
        let mutants = packageFile(
            "Exercises/Teacher/Mutants/Chapter\(exercise.chapter)/\(exercise.fileName)")
        #expect(mutants.contains("public static func"))
        let grader = packageFile(exercise.graderFile)
        #expect(grader.contains("Grader(\"\(exercise.id)\")"))
        let tests = packageFile("Tests/ExerciseTests/Chapter\(exercise.chapter)Exercises.swift")
        #expect(tests.contains("gradeYourAnswer(\"\(exercise.id)\")"))
        #expect(tests.contains("expectCaught(\"\(exercise.id)\", mutant: mutant)"))
    }

    @Test(
        "every mutant is in its chapter's table, and each exercise has three or more",
        arguments: Catalog.all)
    func mutantsAreGraded(_ exercise: Exercise) {
        let mutants = packageFile(
            "Exercises/Teacher/Mutants/Chapter\(exercise.chapter)/\(exercise.fileName)")
        let names = mutants.matches(of: #/public static func (\w+)/#).map { String($0.1) }
        let table = packageFile(
            "Exercises/Teacher/Mutants/Chapter\(exercise.chapter)/"
                + "Chapter\(exercise.chapter)Functions+Mutants.swift")
        for name in names {
            #expect(
                table.contains("\"\(exercise.id)/\(name)\""),
                "\(exercise.id): mutant \(name) is not in the table")
        }
        #expect(names.count >= 3, "\(exercise.id) has \(names.count) mutants")
    }

    @Test("the stubs' support module shows them notAttempted and nothing of the grading")
    func supportIsSmall() throws {
        let folder = packageRoot.appendingPathComponent("Sources/ExerciseSupport")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let text = files.map { SwiftSource(packageFile("Sources/ExerciseSupport/" + $0)).code }
            .joined()
        let publics = text.matches(
            of: #/public\s+(?:\w+\s+)*?(?:func|enum|struct|class|let|var)\s+(\w+)/#
        )
        .map { String($0.1) }
        #expect(publics == ["notAttempted"])
    }

    @Test(
        "each exercise has three hint tiers: a nudge, the concept, nearly there",
        arguments: Catalog.all)
    func hintsHaveThreeTiers(_ exercise: Exercise) {
        let headings = packageFile(exercise.hintFile)
            .split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## 1 · A nudge", "## 2 · The concept", "## 3 · Nearly there"])
    }

    @Test("paths follow from the stub's path")
    func derivedPaths() throws {
        let exercise = try #require(Catalog.exercise(id: "2.3"))
        #expect(exercise.fileName == "2.3-Memoized.swift")
        #expect(exercise.solutionFile == "Exercises/Teacher/Solutions/Chapter2/2.3-Memoized.swift")
        #expect(exercise.pristineFile == "Exercises/Teacher/Pristine/Chapter2/2.3-Memoized.swift")
        #expect(exercise.hintFile == "Exercises/Teacher/Hints/Chapter2/2.3.md")
        #expect(exercise.gradingSuite == "ExerciseTests.Exercise2_3")
        #expect(exercise.graderFile == "Exercises/Teacher/Graders/Chapter2/Grader2_3.swift")
    }

    @Test(
        "the learner's folder holds the chapters' stubs, its README and the teacher's side, no more"
    )
    func learnersRoom() throws {
        let entries = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Exercises").path
        ).filter { !$0.hasPrefix(".") }
        let chapters = Set(Catalog.all.map { "Chapter\($0.chapter)" })
        let others = Set(entries).subtracting(chapters).subtracting(["README.md", "Backups"])
        #expect(chapters.isSubset(of: Set(entries)))
        #expect(others == ["Teacher"], "\(others.sorted())")
        for exercise in Catalog.all {
            for file in [exercise.solutionFile, exercise.pristineFile, exercise.hintFile] {
                #expect(file.hasPrefix("Exercises/Teacher/"), "\(file)")
            }
        }
    }
}
