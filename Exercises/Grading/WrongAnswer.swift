import WorkbookKit

/// A grader's finding that an answer is wrong: which call, what was expected,
/// what came back, and which hint tier helps with this mistake.
///
/// Graders throw it through `check(_:_:equals:hint:because:)` and its relatives;
/// `GradingRun.grade` turns it into the one message the learner reads.
public struct WrongAnswer: Error, Sendable {
    /// The call into the learner's code, as the learner would write it.
    public let call: String
    /// Lines that compare what was expected with what came back.
    public let comparison: String
    /// What the difference usually means, if the grader can tell.
    public let explanation: String?
    /// The hint tier to read: 1 nudge, 2 concept, 3 near-solution.
    public let hint: Int

    /// Creates a finding; prefer the `check` functions.
    public init(call: String, comparison: String, explanation: String?, hint: Int) {
        self.call = call
        self.comparison = comparison
        self.explanation = explanation
        self.hint = hint
    }

    /// The message the learner reads, for exercise `id`.
    ///
    /// ```
    /// 1.1 Square every number with map: not right yet.
    ///   squares(of: [1, 2, 3])
    ///     expected: [1, 4, 9]
    ///     got:      [2, 4, 6]
    ///   Read hint 1: swift run workbook hint 1.1 1
    /// ```
    public func message(for id: String) -> String {
        let title = Catalog.exercise(id: id)?.title ?? "exercise"
        var lines = ["\(id) \(title): not right yet.", "  \(call)"]
        lines += comparison.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    \($0)" }
        if let explanation {
            lines.append("  \(explanation)")
        }
        lines.append("  Read hint \(hint): swift run workbook hint \(id) \(hint)")
        return lines.joined(separator: "\n")
    }
}
