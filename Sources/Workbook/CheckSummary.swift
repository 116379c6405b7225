import WorkbookKit

/// What `workbook check` prints: one entry per exercise, details for the
/// failing ones, a summary line and what to do next.
enum CheckSummary {
    static func text(
        _ exercises: [Exercise], grades: [String: GradeReport], marks: Marks = Marks(colored: false)
    ) -> String {
        var lines: [String] = []
        for exercise in exercises {
            let grade = grade(of: exercise, in: grades)
            let heading = "\(exercise.id) \(exercise.title)"
            switch grade.status {
            case .passed:
                lines.append("\(marks.done) \(heading)")
            case .notAttempted:
                lines.append(
                    "\(marks.notAttempted) \(heading): not attempted (edit \(exercise.file))")
            case .waiting:
                lines.append("\(marks.waiting) \(heading): \(grade.message)")
            case .wrong, .crashed, .timedOut, .compileError, .refused, .missing, .graderFault:
                let (what, details) = verdict(grade)
                lines.append("\(marks.failing) \(heading): \(what)")
                lines += details.map { "    " + $0 }
            }
        }
        let statuses = exercises.map { grade(of: $0, in: grades).status }
        let done = statuses.filter(\.isDone).count
        let failing = statuses.filter(\.isFailing).count
        let waiting = statuses.filter { $0 == .waiting }.count
        let notAttempted = statuses.count - done - failing - waiting
        lines.append("")
        lines.append(
            "\(done) done, \(failing) failing, "
                + (waiting > 0 ? "\(waiting) waiting, " : "") + "\(notAttempted) not attempted.")
        lines.append(next(exercises, statuses))
        return lines.joined(separator: "\n")
    }

    private static func grade(of exercise: Exercise, in grades: [String: GradeReport])
        -> GradeReport
    {
        grades[exercise.id] ?? GradeReport(id: exercise.id, status: .notAttempted, message: "")
    }

    /// What went wrong, for the exercise's line, and the details under it.
    ///
    /// A message whose first line starts with the exercise's id ("1.5 timed out
    /// after 10 s in …", "2.3 does not compile:") gives the rest of that line
    /// as the verdict; a wrong answer's first line only repeats the title.
    private static func verdict(_ grade: GradeReport) -> (what: String, details: [String]) {
        var lines = grade.message.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let first = lines.first ?? ""
        if grade.status == .wrong {
            guard first.hasPrefix("\(grade.id) "), first.hasSuffix("not right yet.") else {
                return ("wrong answer", lines)
            }
            lines.removeFirst()
            return ("wrong answer", lines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 })
        }
        if first.hasPrefix("\(grade.id) ") {
            lines.removeFirst()
            return (String(first.dropFirst(grade.id.count + 1)), lines)
        }
        let what =
            switch grade.status {
            case .crashed: "crashed"
            case .timedOut: "timed out"
            case .refused: "not graded"
            case .missing: "missing"
            case .graderFault: "could not be graded"
            default: "does not compile"
            }
        return (what, lines)
    }

    /// What to do next: fix the first failing exercise, or start the first one not attempted.
    private static func next(_ exercises: [Exercise], _ statuses: [GradeReport.Status]) -> String {
        let pairs = zip(exercises, statuses)
        if let (exercise, _) = pairs.first(where: { $0.1.isFailing }) {
            return "Next: fix \(exercise.id), then swift run workbook check \(exercise.id) "
                + "(stuck? swift run workbook hint \(exercise.id))"
        }
        if let (exercise, _) = pairs.first(where: { $0.1 == .waiting }) {
            return "Next: make chapter \(exercise.chapter) compile again, then "
                + "swift run workbook check \(exercise.chapter)"
        }
        if let (exercise, _) = pairs.first(where: { $0.1 == .notAttempted }) {
            return "Next: \(exercise.id) \(exercise.title), in \(exercise.file)"
        }
        // Everything checked is done: the exercise after the last one checked.
        let last = exercises.last.flatMap { done in Catalog.all.firstIndex(of: done) }
        if let last, last + 1 < Catalog.all.count {
            let following = Catalog.all[last + 1]
            return "Well done. Next: \(following.id) \(following.title), in \(following.file)"
                + " (then swift run workbook check \(following.id))"
        }
        return "Well done: that was the last exercise of the workbook."
    }
}
