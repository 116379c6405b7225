import WorkbookKit

/// What `workbook check` prints: one entry per exercise, details for the
/// failing ones, a summary line and what to do next.
enum CheckSummary {
    static func text(_ exercises: [Exercise], grades: [String: GradeReport]) -> String {
        var lines: [String] = []
        for exercise in exercises {
            let grade =
                grades[exercise.id]
                ?? GradeReport(id: exercise.id, status: .notAttempted, message: "")
            let heading = "\(exercise.id) \(exercise.title)"
            switch grade.status {
            case .passed:
                lines.append("✔ \(heading)")
            case .notAttempted:
                lines.append("· \(heading): not attempted (edit \(exercise.file))")
            case .compileError where grade.message.hasPrefix(Grading.waitingPrefix):
                lines.append("✘ \(heading): \(grade.message)")
            case .wrong, .crashed, .compileError, .refused:
                let what =
                    switch grade.status {
                    case .wrong: "wrong answer"
                    case .crashed: "crashed"
                    case .refused: "not graded"
                    default: "does not compile"
                    }
                lines.append("✘ \(heading): \(what)")
                lines += details(grade.message, id: exercise.id).map { "    " + $0 }
            }
        }
        let statuses = exercises.map { grades[$0.id]?.status ?? .notAttempted }
        let waiting = exercises.map {
            grades[$0.id]?.message.hasPrefix(Grading.waitingPrefix) ?? false
        }
        let done = statuses.filter(\.isDone).count
        let failing = statuses.filter(\.isFailing).count
        let notAttempted = statuses.count - done - failing
        lines.append("")
        lines.append("\(done) done, \(failing) failing, \(notAttempted) not attempted.")
        lines.append(next(exercises, statuses, waiting: waiting))
        return lines.joined(separator: "\n")
    }

    /// The grader's message without its first line when that only repeats the title.
    private static func details(_ message: String, id: String) -> [String] {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if let first = lines.first, first.hasPrefix("\(id) "), first.hasSuffix("not right yet.") {
            lines.removeFirst()
            return lines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
        }
        return lines
    }

    /// What to do next: fix the first failing exercise (not one that only waits
    /// for its chapter to compile), or start the first one not attempted.
    private static func next(
        _ exercises: [Exercise], _ statuses: [GradeReport.Status], waiting: [Bool]
    ) -> String {
        let pairs = zip(exercises, statuses)
        let toFix = zip(pairs, waiting).first { $0.0.1.isFailing && !$0.1 }?.0
        if let (exercise, _) = toFix {
            return "Next: fix \(exercise.id), then swift run workbook check \(exercise.id) "
                + "(stuck? swift run workbook hint \(exercise.id))"
        }
        if let (exercise, _) = pairs.first(where: { $0.1 == .notAttempted }) {
            return "Next: \(exercise.id) \(exercise.title), in \(exercise.file)"
        }
        return exercises.count == 1 ? "Well done." : "All done here. Well done."
    }
}
