import ExerciseGrading
import Foundation
import Synchronization
import WorkbookKit

/// The learner's exercises as `swift test` graded them, told once more at the
/// very end of the run, after Swift Testing's own last line: which exercises
/// need work, and the command that grades each on its own. A long run of
/// passing tests then never buries them. It speaks the locale's language
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`: `zh*` is Chinese).
///
/// ```
/// ── Your exercises ─────────────────────────────────────
/// ✘ 1.3 Add up a list with a fold: wrong. Its message is above; grade it alone with
///     swift run workbook check 1.3
/// 1 done, 1 to fix, 37 not attempted: swift run workbook progress
/// ```
public final class ExerciseSummary: Sendable {
    /// The summary of this test run.
    public static let shared = ExerciseSummary()

    private let reports = Mutex<[String: GradeReport]>([:])
    private let registered = Mutex(false)

    /// Notes how exercise `report.id` stands; the first note arranges for the
    /// summary to be printed when the process ends.
    public func record(_ report: GradeReport) {
        reports.withLock { $0[report.id] = report }
        let first = registered.withLock { done in
            defer { done = true }
            return !done
        }
        if first {
            atexit {
                let text = ExerciseSummary.shared.text()
                if !text.isEmpty {
                    print(text)
                    fflush(nil)
                }
            }
        }
    }

    /// The summary, or "" if no exercise was graded, in `language` (by
    /// default the locale's).
    public func text(
        in language: Language = Language.of(ProcessInfo.processInfo.environment)
    ) -> String {
        Self.text(of: reports.withLock { $0 }, in: language)
    }

    /// The summary of `reports` (by exercise id), or "" if there are none, in `language`.
    public static func text(of reports: [String: GradeReport], in language: Language) -> String {
        guard !reports.isEmpty else { return "" }
        let failing = Catalog.all.compactMap { reports[$0.id] }.filter { $0.status.isFailing }
        let done = reports.values.filter { $0.status.isDone }.count
        let fresh = reports.values.filter { $0.status == .notAttempted }.count
        let say = language.pick
        var lines = [
            "",
            say("── Your exercises ", "── 你的练习 ") + String(repeating: "─", count: 40),
        ]
        for report in failing {
            let title = Catalog.exercise(id: report.id)?.title(in: language) ?? ""
            let status = report.status.words.text(in: language)
            lines.append(
                say(
                    "✘ \(report.id) \(title): \(status). Its message is above; "
                        + "grade it alone with",
                    "✘ \(report.id) \(title)：\(status)。详情在上面；单独评分用"))
            lines.append("    swift run workbook check \(report.id)")
        }
        var totals = [say("\(done) done", "完成 \(done) 个")]
        if !failing.isEmpty {
            totals.append(say("\(failing.count) to fix", "待改 \(failing.count) 个"))
        }
        if fresh > 0 { totals.append(say("\(fresh) not attempted", "未开始 \(fresh) 个")) }
        lines.append(
            totals.joined(separator: say(", ", "，")) + say(": ", "：")
                + "swift run workbook progress")
        return lines.joined(separator: "\n")
    }
}
