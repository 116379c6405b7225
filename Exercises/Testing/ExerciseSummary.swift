import Foundation
import Synchronization
import WorkbookKit

/// The learner's exercises as `swift test` graded them, told once more at the
/// very end of the run, after Swift Testing's own last line: which exercises
/// need work, and the command that grades each on its own. A long run of
/// passing tests then never buries them.
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

    /// The summary, or "" if no exercise was graded.
    public func text() -> String {
        let reports = reports.withLock { $0 }
        guard !reports.isEmpty else { return "" }
        let failing = Catalog.all.compactMap { reports[$0.id] }.filter { $0.status.isFailing }
        let done = reports.values.filter { $0.status.isDone }.count
        let fresh = reports.values.filter { $0.status == .notAttempted }.count
        var lines = ["", "── Your exercises " + String(repeating: "─", count: 40)]
        for report in failing {
            let title = Catalog.exercise(id: report.id)?.title ?? ""
            lines.append(
                "✘ \(report.id) \(title): \(report.status.rawValue). Its message is above; "
                    + "grade it alone with")
            lines.append("    swift run workbook check \(report.id)")
        }
        var totals = ["\(done) done"]
        if !failing.isEmpty { totals.append("\(failing.count) to fix") }
        if fresh > 0 { totals.append("\(fresh) not attempted") }
        lines.append(totals.joined(separator: ", ") + ": swift run workbook progress")
        return lines.joined(separator: "\n")
    }
}
