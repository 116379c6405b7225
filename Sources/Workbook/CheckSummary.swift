import ExerciseGrading
import WorkbookKit

/// What `workbook check` prints: one entry per exercise, details for the
/// failing ones, a summary line and what to do next, in the reader's language.
enum CheckSummary {
    static func text(
        _ exercises: [Exercise], grades: [String: GradeReport],
        marks: Marks = Marks(colored: false),
        language: Language = .english
    ) -> String {
        let say = language.pick
        var lines: [String] = []
        for exercise in exercises {
            let grade = grade(of: exercise, in: grades)
            let heading = "\(exercise.id) \(exercise.title(in: language))"
            switch grade.status {
            case .passed:
                lines.append("\(marks.done) \(heading)")
                // A pass may carry a note: what a check could not be sure of.
                let note = grade.message(in: language)
                if !note.isEmpty {
                    lines += note.split(separator: "\n").map { "    " + $0 }
                }
            case .notAttempted:
                lines.append(
                    "\(marks.notAttempted) \(heading)"
                        + say(
                            ": not attempted (edit \(exercise.file))",
                            "：未开始（编辑 \(exercise.file)）"))
            case .waiting:
                lines.append(
                    "\(marks.waiting) \(heading)\(say(": ", "："))\(grade.message(in: language))")
            case .wrong, .crashed, .timedOut, .compileError, .refused, .missing, .graderFault:
                let (what, details) = verdict(grade, in: language)
                lines.append("\(marks.failing) \(heading)\(say(": ", "："))\(what)")
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
            say(
                "\(done) done, \(failing) failing, "
                    + (waiting > 0 ? "\(waiting) waiting, " : "")
                    + "\(notAttempted) not attempted.",
                "完成 \(done) 个，未通过 \(failing) 个，"
                    + (waiting > 0 ? "等待中 \(waiting) 个，" : "") + "未开始 \(notAttempted) 个。"))
        lines.append(next(exercises, statuses, in: language))
        return lines.joined(separator: "\n")
    }

    private static func grade(of exercise: Exercise, in grades: [String: GradeReport])
        -> GradeReport
    {
        grades[exercise.id] ?? GradeReport(id: exercise.id, status: .notAttempted)
    }

    /// What went wrong, for the exercise's line, and the details under it.
    ///
    /// A message whose first line starts with the exercise's id ("1.5 timed out
    /// after 10 s in …", "2.3 does not compile:") gives the rest of that line
    /// as the verdict; a wrong answer's first line only repeats the title.
    private static func verdict(_ grade: GradeReport, in language: Language)
        -> (what: String, details: [String])
    {
        var lines = grade.message(in: language)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.first ?? ""
        if grade.status == .wrong {
            let wrong = language.pick("wrong answer", "答案不对")
            guard first.hasPrefix("\(grade.id) "),
                first.hasSuffix(language.pick("not right yet.", "还不对。"))
            else {
                return (wrong, lines)
            }
            lines.removeFirst()
            return (wrong, lines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 })
        }
        if first.hasPrefix("\(grade.id) ") {
            lines.removeFirst()
            return (String(first.dropFirst(grade.id.count + 1)), lines)
        }
        let what =
            switch grade.status {
            case .crashed: language.pick("crashed", "崩溃了")
            case .timedOut: language.pick("timed out", "超时了")
            case .refused: language.pick("not graded", "不予评分")
            case .missing: language.pick("missing", "文件不见了")
            case .graderFault: language.pick("could not be graded", "无法评分")
            default: language.pick("does not compile", "编译不通过")
            }
        return (what, lines)
    }

    /// What to do next: fix the first failing exercise, or start the first one not attempted.
    private static func next(
        _ exercises: [Exercise], _ statuses: [GradeReport.Status], in language: Language
    ) -> String {
        let say = language.pick
        let pairs = zip(exercises, statuses)
        if let (exercise, _) = pairs.first(where: { $0.1.isFailing }) {
            return say(
                "Next: fix \(exercise.id), then swift run workbook check \(exercise.id) "
                    + "(stuck? swift run workbook hint \(exercise.id))",
                "下一步：改好 \(exercise.id)，然后运行 swift run workbook check \(exercise.id)"
                    + "（卡住了？运行 swift run workbook hint \(exercise.id)）")
        }
        if let (exercise, _) = pairs.first(where: { $0.1 == .waiting }) {
            return say(
                "Next: make chapter \(exercise.chapter) compile again, then "
                    + "swift run workbook check \(exercise.chapter)",
                "下一步：让第 \(exercise.chapter) 章重新编译通过，然后运行 "
                    + "swift run workbook check \(exercise.chapter)")
        }
        if let (exercise, _) = pairs.first(where: { $0.1 == .notAttempted }) {
            return say(
                "Next: \(exercise.id) \(exercise.title), in \(exercise.file)",
                "下一步：\(exercise.id) \(exercise.chineseTitle)，在 \(exercise.file) 里")
        }
        // Everything checked is done: the exercise after the last one checked.
        let last = exercises.last.flatMap { done in Catalog.all.firstIndex(of: done) }
        if let last, last + 1 < Catalog.all.count {
            let following = Catalog.all[last + 1]
            return say(
                "Well done. Next: \(following.id) \(following.title), in \(following.file)"
                    + " (then swift run workbook check \(following.id))",
                "做得好。下一步：\(following.id) \(following.chineseTitle)，在 \(following.file) 里"
                    + "（然后运行 swift run workbook check \(following.id)）")
        }
        return say(
            "Well done: that was the last exercise of the workbook.", "做得好：这是练习册的最后一个练习。")
    }
}
