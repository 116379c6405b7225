import Foundation
import WorkbookKit

/// Where the source of a graded function is: the learner's stub, a mutant or
/// a reference solution. A grader reads it only where the source alone shows
/// an exercise's concept, such as a fold written with `reduce` rather than a
/// loop or `sorted().last`, which give the same results.
///
/// ```swift
/// try checkSource(
///     .stub("1.5", function: "largest"), calls: ["reduce"], hint: 2,
///     because: "This exercise is about the fold's initial value.")
/// ```
public struct AnswerSource: Sendable, Codable {
    /// The file, relative to the package root.
    public let file: String
    /// The function's name, without its parameters: "largest".
    public let function: String

    /// The learner's stub of exercise `id`; with `WORKBOOK_SOLUTIONS=1`, the
    /// reference solution's file, which is then graded in the stub's place.
    public static func stub(_ id: String, function: String) -> AnswerSource {
        let solutions = ProcessInfo.processInfo.environment["WORKBOOK_SOLUTIONS"] == "1"
        let exercise = Catalog.exercise(id: id)
        let file = solutions ? exercise?.solutionFile : exercise?.file
        return AnswerSource(file: file ?? "the stub of \(id)", function: function)
    }

    /// The mutant `function` of exercise `id`, in `Exercises/Mutants/ChapterN/`.
    public static func mutant(_ id: String, function: String) -> AnswerSource {
        let exercise = Catalog.exercise(id: id)
        let file = exercise.map { "Exercises/Mutants/Chapter\($0.chapter)/\($0.fileName)" }
        return AnswerSource(file: file ?? "the mutants of \(id)", function: function)
    }

    /// The package root, two folders above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The function's body with comments and strings blanked, or nil if the
    /// file cannot be read or holds no such function.
    public func body() -> String? {
        let url = Self.packageRoot.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return SwiftSource(text).body(ofFunction: function)
    }
}

/// Throws a `WrongAnswer` unless the body of the function at `source` uses
/// every name in `required` and none in `forbidden` (outside comments and
/// strings).
///
/// Use it only for what behaviour cannot show, and say so in the task: the
/// message names the file and explains why the grader reads the source.
///
/// ```swift
/// try checkSource(
///     .stub("1.6", function: "mapByFolding"), calls: ["reduce"], avoids: ["map"],
///     hint: 2, because: "The point is to build map yourself, out of a fold.")
/// ```
public func checkSource(
    _ source: AnswerSource, calls required: [String], avoids forbidden: [String] = [],
    hint: Int = 2, because explanation: String
) throws {
    let call = "the body of \(source.function) in \(source.file)"
    guard let body = source.body() else {
        throw WrongAnswer(
            call: call,
            comparison: "expected: a function named \(source.function) in that file\n"
                + "got:      none the grader could read",
            explanation: "Keep the function's name as the stub had it.", hint: 1)
    }
    let missing = required.filter { !SwiftSource.uses($0, in: Substring(body)) }
    let used = forbidden.filter { SwiftSource.uses($0, in: Substring(body)) }
    guard !missing.isEmpty || !used.isEmpty else { return }
    let wanted = required.map { "a call to \($0)" } + forbidden.map { "no \($0)" }
    let found =
        missing.map { "no call to \($0)" } + used.map { "a call to \($0)" }
    throw WrongAnswer(
        call: call,
        comparison: "expected: \(wanted.joined(separator: ", "))\n"
            + "got:      \(found.joined(separator: ", "))",
        explanation: explanation
            + "\n  (The results are right; the grader reads this function's body for the concept.)",
        hint: hint)
}
