#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Marks an exercise that is still as shipped. Every stub calls it; replace
/// the call with your answer.
///
/// It prints which file to edit and ends the process with
/// `GradeExitCode.notAttempted`, so the grader (which runs each exercise in a
/// process of its own) reports the exercise as skipped rather than failed.
///
/// ```swift
/// public func squares(of numbers: [Int]) -> [Int] {
///     // TODO(1.1): return each number squared.
///     notAttempted("1.1")
/// }
/// ```
public func notAttempted(_ id: String, file: String = #filePath) -> Never {
    let path = file.firstRange(of: "Exercises/").map { String(file[$0.lowerBound...]) } ?? file
    var message = """
        Exercise \(id) is not attempted yet: replace the notAttempted("\(id)") call in
        \(path) with your answer. Stuck? swift run workbook hint \(id)

        """
    message.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(GradeExitCode.notAttempted.rawValue)
}

/// How a grading process ends. None is zero, so that a grader that ends early
/// for any other reason (a call to `exit(0)`, a crash) cannot pass by accident.
public enum GradeExitCode: Int32, Sendable, CaseIterable {
    /// The grader accepted the answer.
    case passed = 90
    /// The stub is still as shipped.
    case notAttempted = 91
    /// The grader found a wrong answer and wrote why on standard error.
    case wrongAnswer = 92
}
