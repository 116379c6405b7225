import Foundation
import WorkbookKit

/// Grades exercises by driving `swift test`, and collects one `GradeReport`
/// per exercise.
///
/// 1. `swift test --filter` runs the learner's grading tests, with
///    `WORKBOOK_REPORT` naming a file where each grader writes its report.
/// 2. If the build fails, the compiler's errors name the files that broke it.
///    A chapter whose stubs (or graders) hold an error is reported with that
///    error and left out: step 1 runs again with `WORKBOOK_CHAPTERS` naming
///    only the chapters that compile, so they are still graded.
///
/// Why not build each chapter's target on its own first, with
/// `swift build --target ChapterNExercises`? On two cores that adds about 1.5
/// seconds per chapter to every check, and the errors of the one `swift test`
/// build name their chapter just as well.
struct Grading {
    let shell: Shell
    /// Where to say what is happening, such as "Grading 1.1…".
    let log: (String) -> Void

    /// How the grade of an exercise begins when only another file keeps its chapter from compiling.
    static let waitingPrefix = "waiting for "

    /// Something that stops grading altogether, such as an error outside the exercises.
    struct Failure: Error {
        let message: String
    }

    /// The grade of each of `exercises`, by id.
    ///
    /// An exercise whose file breaks a `StubRules` rule is not run; its
    /// report says which line and why.
    func grade(_ exercises: [Exercise]) throws -> [String: GradeReport] {
        var broken: [Int: [CompileError]] = [:]
        var grades = StubRules.refusals(for: exercises, root: shell.root)
        var included = Catalog.chapters
        while true {
            let toGrade = exercises.filter {
                included.contains($0.chapter) && grades[$0.id] == nil
            }
            guard !toGrade.isEmpty else { break }
            log("Grading " + summary(of: toGrade) + "…")
            let (outcome, reports) = try runGraders(toGrade, chapters: included)
            if reports.isEmpty && outcome.status != 0 {
                let found = CompilerOutput.errors(in: outcome.output, root: shell.root.path)
                let newlyBroken = Set(found.compactMap(\.chapter)).intersection(included)
                guard !newlyBroken.isEmpty else {
                    throw Failure(message: buildFailure(outcome.output, errors: found))
                }
                for chapter in newlyBroken {
                    broken[chapter] = found.filter { $0.chapter == chapter }
                }
                included.removeAll { newlyBroken.contains($0) }
                continue
            }
            for exercise in toGrade {
                grades[exercise.id] =
                    reports[exercise.id]
                    ?? GradeReport(
                        id: exercise.id, status: .crashed,
                        message:
                            "No grade came back for \(exercise.id). "
                            + "The end of swift test's output:\n" + tail(outcome.output))
            }
            break
        }

        for exercise in exercises where grades[exercise.id]?.status != .refused {
            if let errors = broken[exercise.chapter] {
                grades[exercise.id] = compileErrorReport(exercise, errors)
            }
        }
        return grades
    }

    /// Runs the learner's grading tests of `exercises` and reads their reports.
    private func runGraders(_ exercises: [Exercise], chapters: [Int]) throws
        -> (Shell.Outcome, [String: GradeReport])
    {
        let reportFile = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "workbook-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let filter = exercises.map {
            $0.gradingSuite.replacingOccurrences(of: ".", with: "\\.") + "/yourAnswer\\(\\)"
        }.joined(separator: "|")
        let limitChapters =
            chapters == Catalog.chapters ? nil : chapters.map(String.init).joined(separator: ",")
        let outcome = try shell.swift(
            ["test", "--filter", filter],
            environment: [
                GradeReport.environmentKey: reportFile.path,
                "WORKBOOK_CHAPTERS": limitChapters,
            ])
        return (outcome, Self.readReports(at: reportFile))
    }

    /// The reports in a report file, by exercise id; a later line wins.
    static func readReports(at file: URL) -> [String: GradeReport] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var reports: [String: GradeReport] = [:]
        for line in text.split(separator: "\n") {
            if let report = try? JSONDecoder().decode(GradeReport.self, from: Data(line.utf8)) {
                reports[report.id] = report
            }
        }
        return reports
    }

    /// The grade of an exercise in a chapter that does not compile.
    private func compileErrorReport(_ exercise: Exercise, _ errors: [CompileError]) -> GradeReport {
        let own = errors.filter { $0.exerciseID == exercise.id }
        let message: String
        if let first = own.first {
            let inGrader = first.file.hasPrefix("Tests/")
            message =
                (inGrader
                    ? "\(exercise.id)'s grader cannot call your code. Keep the function's name, "
                        + "parameters and result type as the stub had them.\n"
                    : "\(exercise.id) does not compile:\n")
                + first.text
                + (own.count > 1 ? "\n(and \(own.count - 1) more errors in this file)" : "")
        } else {
            let culprit = errors.first.map { " (the error is in \($0.file))" } ?? ""
            message = Self.waitingPrefix + "chapter \(exercise.chapter) to compile" + culprit
        }
        return GradeReport(id: exercise.id, status: .compileError, message: message)
    }

    private func buildFailure(_ output: String, errors: [CompileError]) -> String {
        if let first = errors.first {
            return "The package does not build, outside the exercises:\n" + first.text
        }
        return "swift test failed before grading anything. The end of its output:\n" + tail(output)
    }

    private func tail(_ output: String) -> String {
        output.split(separator: "\n").suffix(12).joined(separator: "\n")
    }

    private func summary(of exercises: [Exercise]) -> String {
        if exercises.count == 1 { return exercises[0].id }
        if exercises.count == Catalog.all.count { return "all \(exercises.count) exercises" }
        return "\(exercises.count) exercises"
    }
}
