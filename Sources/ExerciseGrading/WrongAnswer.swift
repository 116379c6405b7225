import WorkbookKit

/// A grader's finding that an answer is wrong: which call, what was expected,
/// what came back, and which hint tier helps with this mistake.
///
/// Graders throw it through `check(_:_:equals:hint:because:)` and its relatives;
/// `GradingRun.grade` turns it into the one message the learner reads. Its
/// words are in both languages; the call is code, the same in both.
public struct WrongAnswer: Error, Sendable {
    /// The call into the learner's code, as the learner would write it (the
    /// same in both languages), or the place a source check read.
    public let call: Bilingual
    /// Lines that compare what was expected with what came back.
    public let comparison: Bilingual
    /// What the difference usually means, if the grader can tell.
    public let explanation: Bilingual?
    /// The hint tier to read: 1 nudge, 2 concept, 3 near-solution.
    public let hint: Int

    /// Creates a finding about `call`; prefer the `check` functions.
    public init(call: String, comparison: Bilingual, explanation: Bilingual?, hint: Int) {
        self.init(
            place: .verbatim(call), comparison: comparison, explanation: explanation, hint: hint)
    }

    /// Creates a finding about a place in the answer's source, told in words.
    public init(place: Bilingual, comparison: Bilingual, explanation: Bilingual?, hint: Int) {
        self.call = place
        self.comparison = comparison
        self.explanation = explanation
        self.hint = hint
    }

    /// The message the learner reads, for exercise `id`, in both languages.
    ///
    /// ```
    /// 1.1 Square every number with map: not right yet.
    ///   squares(of: [1, 2, 3])
    ///     expected: [1, 4, 9]
    ///     got:      [2, 4, 6]
    ///   Read hint 1: swift run workbook hint 1.1 1
    /// ```
    public func message(for id: String) -> Bilingual {
        .each { language in
            let title =
                Catalog.exercise(id: id)?.title(in: language) ?? language.pick("exercise", "练习")
            var lines = [
                language.pick("\(id) \(title): not right yet.", "\(id) \(title)：还不对。"),
                "  \(call.text(in: language))",
            ]
            lines += comparison.text(in: language)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    \($0)" }
            if let explanation {
                lines.append("  \(explanation.text(in: language))")
            }
            lines.append(
                language.pick("  Read hint \(hint): ", "  请读提示 \(hint)：")
                    + "swift run workbook hint \(id) \(hint)")
            return lines.joined(separator: "\n")
        }
    }
}
