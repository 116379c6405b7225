import Foundation
import WorkbookKit

/// What the workbook refuses to grade in the learners' files: code that ends
/// the grading process itself, and imports of the grading's own modules.
///
/// A pass never comes from how the process ends (the grader must write a
/// secret token it alone holds), so these tricks could not pass anyway; the
/// refusal says so plainly instead of leaving a puzzling "crashed". Comments
/// and strings are not read.
///
/// A rule broken in an exercise's own file refuses that exercise; one broken
/// in another file of the chapter's folder refuses the whole chapter, whose
/// exercises could all call it.
enum StubRules {
    /// Calls that end or replace the process, move its time limits, or look up code by name.
    static let processEnding = [
        "exit", "_exit", "_Exit", "quick_exit", "atexit", "at_quick_exit", "abort", "raise",
        "kill", "killpg", "pthread_exit", "pthread_kill", "fork", "vfork", "execv", "execve",
        "execvp", "posix_spawn", "dlopen", "dlsym", "_silgen_name", "setrlimit", "alarm",
        "ualarm", "setitimer", "sigaction",
    ]

    /// One broken rule: where, and the sentence that explains it.
    struct Breach: Equatable {
        let file: String
        let line: Int
        /// The line as written.
        let code: String
        /// What the line does, such as "calls exit".
        let what: String
        /// Why the grader does not run it, and what to do instead.
        let why: String
    }

    /// The rules that `text` (the file at `file`) breaks, in line order.
    static func breaches(in text: String, file: String) -> [Breach] {
        let source = SwiftSource(text)
        var found: [Breach] = []
        for name in processEnding {
            for line in source.lines(calling: name) {
                found.append(
                    Breach(
                        file: file, line: line, code: source.line(line),
                        what: name == "_silgen_name" ? "uses @_silgen_name" : "calls \(name)",
                        why: "The grader runs your code in a process of its own and gives a grade "
                            + "only when it reaches its own end: code that ends the process, or "
                            + "reaches past your own code by name, can never pass. Return a value "
                            + "instead (or call fatalError(\"…\") for a case not done yet)."))
            }
        }
        let lines = source.code.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let module = importedModule(line), isGradingModule(module) else { continue }
            found.append(
                Breach(
                    file: file, line: index + 1, code: source.line(index + 1),
                    what: "imports \(module)",
                    why: "\(module) belongs to the grading: the reference solutions, the graders "
                        + "and their wrong answers. Write your own answer; to compare it with the "
                        + "reference afterwards, run swift run workbook solution."))
        }
        return found.sorted { $0.line < $1.line }
    }

    /// The module a line imports, if it is an import.
    static func importedModule(_ line: Substring) -> String? {
        let pattern =
            #/^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/#
        return line.firstMatch(of: pattern).map { String($0.1) }
    }

    private static func isGradingModule(_ name: String) -> Bool {
        name == "ExerciseGrading"
            || name.wholeMatch(of: #/Chapter\d+(Reference|Mutants|ExerciseTests)/#) != nil
    }

    /// The exercises of `exercises` that are refused, with the report that says why.
    static func refusals(for exercises: [Exercise], root: URL) -> [String: GradeReport] {
        var reports: [String: GradeReport] = [:]
        for chapter in Set(exercises.map(\.chapter)) {
            let folder = "Exercises/Chapter\(chapter)"
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: root.appendingPathComponent(folder).path))?
                .filter { $0.hasSuffix(".swift") }.sorted() ?? []
            for name in files {
                let file = folder + "/" + name
                guard
                    let text = try? String(
                        contentsOf: root.appendingPathComponent(file), encoding: .utf8),
                    let first = breaches(in: text, file: file).first
                else { continue }
                let owner = Catalog.exercises(inChapter: chapter).first { $0.file == file }
                for exercise in exercises where exercise.chapter == chapter {
                    guard owner == nil || owner == exercise, reports[exercise.id] == nil else {
                        continue
                    }
                    reports[exercise.id] = GradeReport(
                        id: exercise.id, status: .refused,
                        message: "\(exercise.id) is not graded: \(first.file):\(first.line) "
                            + "\(first.what):\n    \(first.code)\n\(first.why)")
                }
            }
        }
        return reports
    }
}
