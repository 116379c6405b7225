import ExerciseGraders
import ExerciseGrading
import Foundation
import Synchronization
import Testing
import WorkbookKit

/// Grades the learner's answer to exercise `id`, as `swift test` shows it:
/// the test passes, is cancelled (not attempted yet), or records the
/// grader's one message as its issue. The grading is the same as
/// `workbook check`'s: the same judge, the same programs.
///
/// With `WORKBOOK_SOLUTIONS=1` the reference solution is graded in the
/// answer's place, and "not attempted" is an issue: every grader must pass it.
public func gradeYourAnswer(_ id: String, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
{
    let solutions = ProcessInfo.processInfo.environment["WORKBOOK_SOLUTIONS"] == "1"
    let language = Language.of(ProcessInfo.processInfo.environment)
    let report = await grade(
        id, contestant: solutions ? .reference : .learner,
        source: solutions ? .solution(id) : .stub(id))
    if !solutions { ExerciseSummary.shared.record(report) }
    switch report.status {
    case .passed:
        return
    case .notAttempted where !solutions:
        try Test.cancel(
            Comment(rawValue: report.message(in: language)), sourceLocation: sourceLocation)
    case .notAttempted:
        Issue.record(
            Comment(rawValue: "The reference solution of \(id) is not attempted."),
            sourceLocation: sourceLocation)
    default:
        Issue.record(
            Comment(rawValue: report.message(in: language)), sourceLocation: sourceLocation)
    }
}

/// Records an issue unless exercise `id`'s grader calls the mutant `name`
/// wrong with a message that says what was expected and which hint to read,
/// and that contains each of `phrases` (the words that name the mutant's
/// mistake, for a grader that diagnoses it) and none of `withheld` (the code
/// of the fix, which the hints give, not the message), in English; and whose
/// Chinese carries Chinese on at least 95% of its prose lines (`ChineseProse`).
///
/// With `WORKBOOK_SHOW_MUTANTS=1` it also prints what the grader said, so
/// that whoever writes a grader can read the messages a learner would get.
public func expectCaught(
    _ id: String, mutant name: String, saying phrases: [String] = [],
    withholding withheld: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) async {
    let report = await grade(id, contestant: .mutant(name), source: .mutant(id, function: name))
    if ProcessInfo.processInfo.environment["WORKBOOK_SHOW_MUTANTS"] == "1" {
        print("── \(id), mutant \(name): \(report.status.rawValue)\n\(report.message)\n")
        print("── \(id)，变异体 \(name)：\(report.status.words.zh)\n\(report.message(in: .chinese))\n")
    }
    guard report.status == .wrong else {
        Issue.record(
            Comment(
                rawValue: "The grader of \(id) let the mutant \"\(name)\" through: it came back "
                    + "\(report.status.rawValue).\n\(report.message)"),
            sourceLocation: sourceLocation)
        return
    }
    if !(report.message.contains("expected") && report.message.contains("hint \(id)")) {
        Issue.record(
            Comment(
                rawValue: "The grader of \(id) caught \"\(name)\" but its message does not say "
                    + "what was expected and which hint to read:\n\(report.message)"),
            sourceLocation: sourceLocation)
    }
    let chinese = ChineseProse(report)
    if !chinese.isChinese {
        Issue.record(
            Comment(
                rawValue: "The grader of \(id) caught \"\(name)\" but its message in Chinese "
                    + "has English prose (\(chinese.english.count) of \(chinese.prose.count) "
                    + "lines):\n" + chinese.english.joined(separator: "\n") + "\n\n"
                    + report.message(in: .chinese)),
            sourceLocation: sourceLocation)
    }
    for code in withheld where report.message.contains(code) {
        Issue.record(
            Comment(
                rawValue: "The grader of \(id) caught \"\(name)\" but its message hands over the "
                    + "fix, \"\(code)\":\n\(report.message)"),
            sourceLocation: sourceLocation)
    }
    for phrase in phrases where !report.message.contains(phrase) {
        Issue.record(
            Comment(
                rawValue: "The grader of \(id) caught \"\(name)\" but its message does not say "
                    + "\"\(phrase)\":\n\(report.message)"),
            sourceLocation: sourceLocation)
    }
}

/// Runs one grading on a thread of its own (it waits on two programs, and
/// must not hold one of the test pool's few threads), a few at a time.
func grade(_ id: String, contestant: Contestant, source: AnswerSource) async -> GradeReport {
    guard let grader = Graders.grader(for: id) else {
        return GradeReport(
            id: id, status: .graderFault,
            text: Bilingual(en: "\(id) has no grader.", zh: "\(id) 没有评分器。"))
    }
    let seed = Seed.forThisRun()
    return await withCheckedContinuation { continuation in
        let thread = Thread {
            GradingSlots.shared.wait()
            defer { GradingSlots.shared.signal() }
            continuation.resume(
                returning: Judging.report(
                    grader, contestant: contestant, source: source, seed: seed))
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
}

/// How many gradings run at once in `swift test` (`GradingCapacity`): each
/// starts two programs. The first use raises the open-file limit to what
/// they need.
enum GradingSlots {
    static let shared: DispatchSemaphore = {
        let slots = GradingCapacity.slots()
        GradingCapacity.raiseOpenFileLimit(forGradings: slots)
        return DispatchSemaphore(value: slots)
    }()
}
