import ExerciseGrading
import Foundation
import WorkbookKit

/// Carries out a parsed command in the package at `root`.
struct Workbook {
    let root: URL
    /// Writes text as it is, with no newline added: standard output by default.
    var write: (String) -> Void = { text in
        print(text, terminator: "")
        fflush(nil)
    }
    /// Reads one answer to a question, or nil when none can come: standard input by default.
    var readAnswer: () -> String? = { Keyboard.readLine() }
    /// The ✔ and ✘ marks: coloured on a terminal unless `NO_COLOR` says otherwise.
    var marks = Marks.detect(
        isTerminal: Marks.standardOutputIsTerminal, environment: ProcessInfo.processInfo.environment
    )
    /// Grades exercises: by default, builds and runs their graders (`Grading`).
    var grader: (([Exercise]) throws -> [String: GradeReport])?
    /// The language of what it prints: `--lang`, or else the locale.
    var language = Language.english
    /// A fingerprint of the grading code, which kept verdicts must match
    /// (`KeptVerdicts`): by default, the built `workbook`'s.
    var gradingFingerprint: () -> String = { KeptVerdicts.gradingFingerprint() }
    /// Where verdicts are kept between runs (`KeptVerdicts`): when grading for
    /// real, the package's `.build/workbook/verdicts.json` unless set; when a
    /// test's `grader` stands in, none unless set, so that no test's made-up
    /// grades reach the learner's table.
    var verdictsFile: URL?

    init(root: URL) {
        self.root = root
    }

    /// A problem that stops the command, reported in one line with exit code 1.
    struct Failure: Error {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }

    /// Runs `command`; returns the exit status.
    func run(_ command: Command) throws -> Int32 {
        switch command {
        case .help(let topic):
            say(Help.text(for: topic, language: language))
            return 0
        case .progress(let json):
            let grades = try grade(Catalog.all, seed: nil, reusingKept: true)
            let progress = ProgressTable(
                grades: grades, marks: json ? Marks(colored: false) : marks, language: language)
            say(
                json
                    ? try progress.json(
                        machine: Platform.machineName(), user: NSUserName(), date: Date())
                    : progress.table())
            return 0
        case .check(let exercises, let seed):
            let grades = try grade(exercises, seed: seed)
            say(CheckSummary.text(exercises, grades: grades, marks: marks, language: language))
            let standing = exercises.map { grades[$0.id]?.status ?? .notAttempted }
            return standing.contains { $0.isFailing || $0 == .waiting } ? 1 : 0
        case .hint(let exercise, let tier):
            say(try Hints.text(for: exercise, tier: tier, root: root, language: language))
            return 0
        case .solution(let exercise, let confirmed):
            return try showSolution(exercise, confirmed: confirmed)
        case .reset(let exercises, let confirmed):
            return try reset(exercises, confirmed: confirmed)
        case .watch:
            return try watch()
        case .read(let port):
            return try read(port: port)
        }
    }

    /// The grades of `exercises`, each kept for next time (`KeptVerdicts`);
    /// `reusingKept` takes the kept verdict of an exercise whose file and
    /// grading code have not changed instead of grading it again.
    func grade(_ exercises: [Exercise], seed: UInt64?, reusingKept: Bool = false) throws
        -> [String: GradeReport]
    {
        var kept = KeptVerdicts(
            location: grader == nil
                ? verdictsFile ?? KeptVerdicts.location(root: root) : verdictsFile)
        let grading = gradingFingerprint()
        var fingerprints: [String: String] = [:]
        var grades: [String: GradeReport] = [:]
        var toGrade: [Exercise] = []
        for exercise in exercises {
            let fingerprint = KeptVerdicts.fingerprint(
                of: root.appendingPathComponent(exercise.file))
            fingerprints[exercise.id] = fingerprint
            if reusingKept, let fingerprint,
                let verdict = kept.verdict(for: exercise.id, file: fingerprint, grading: grading)
            {
                grades[exercise.id] = verdict
            } else {
                toGrade.append(exercise)
            }
        }
        guard !toGrade.isEmpty else { return grades }
        let fresh = try gradeNow(toGrade, seed: seed)
        for (id, report) in fresh {
            grades[id] = report
            if let fingerprint = fingerprints[id] {
                kept.keep(report, file: fingerprint, grading: grading)
            }
        }
        kept.save()
        return grades
    }

    /// Grades `exercises` now: with `grader` if a test set one, or else by
    /// building and judging them (`Grading`).
    private func gradeNow(_ exercises: [Exercise], seed: UInt64?) throws -> [String: GradeReport] {
        if let grader { return try grader(exercises) }
        var grading = Grading(
            shell: Shell(root: root), log: { note($0) }, seed: seed.map(Seed.init))
        grading.language = language
        do {
            return try grading.grade(exercises)
        } catch let failure as Grading.Failure {
            throw Failure(failure.text.text(in: language))
        }
    }

    private func showSolution(_ exercise: Exercise, confirmed: Bool) throws -> Int32 {
        let file = root.appendingPathComponent(exercise.solutionFile)
        let solution = try String(contentsOf: file, encoding: .utf8)
        say(
            text(
                en: """
                    ⚠ Spoiler: the reference solution to \(exercise.id) \(exercise.title).
                      You learn far more by getting there yourself. If you are stuck, the hints
                      climb gently: swift run workbook hint \(exercise.id)
                    """,
                zh: """
                    ⚠ 剧透：下面是 \(exercise.id)“\(exercise.chineseTitle)”的参考答案。
                      自己做出来，学到的要多得多。卡住了就看提示，提示是一步步给的：
                      swift run workbook hint \(exercise.id)
                    """))
        guard
            confirmed
                || ask(
                    text(en: "Show the solution?", zh: "要显示答案吗？"),
                    otherwise: text(en: "The solution stays hidden", zh: "答案没有显示"))
        else { return 1 }
        say("\n── \(exercise.solutionFile) ──\n\(solution)")
        return 0
    }

    private func reset(_ exercises: [Exercise], confirmed: Bool) throws -> Int32 {
        let reset = Reset(root: root, language: language)
        let changed = reset.changed(exercises)
        guard !changed.isEmpty else {
            say(
                exercises.count == 1
                    ? text(
                        en: "\(exercises[0].id) is already as shipped; nothing to reset.",
                        zh: "\(exercises[0].id) 和发布时一样，不需要重置。")
                    : text(
                        en: "These exercises are already as shipped; nothing to reset.",
                        zh: "这些练习都和发布时一样，不需要重置。"))
            return 0
        }
        let list = changed.map(\.id).joined(separator: ", ")
        let question = text(
            en: "Reset \(list) to the shipped stub? Your version is kept in Exercises/Backups/.",
            zh: "把 \(list) 重置为发布时的桩代码吗？你的版本会保存在 Exercises/Backups/ 里。")
        guard confirmed || ask(question, otherwise: text(en: "Nothing was reset", zh: "什么都没有重置"))
        else { return 1 }
        for exercise in changed {
            let backup = try reset.reset(exercise, at: Date())
            say(
                text(
                    en: "Reset \(exercise.id): \(exercise.file) is as shipped"
                        + (backup.map { "; your version is in \($0)" } ?? "") + ".",
                    zh: "已重置 \(exercise.id)：\(exercise.file) 恢复为发布时的样子"
                        + (backup.map { "；你的版本在 \($0)" } ?? "") + "。"))
        }
        return 0
    }

    /// Asks `question` and reads the answer: true for y or yes. Otherwise says
    /// `nothing` (what did not happen) and how to go ahead.
    private func ask(_ question: String, otherwise nothing: String) -> Bool {
        write(question + " [y/N] ")
        guard let line = readAnswer() else {
            say(
                text(
                    en: "\n\(nothing): no answer came. (Pass --yes to go ahead without asking.)",
                    zh: "\n\(nothing)：没有收到回答。（加上 --yes 就不问，直接进行。）"))
            return false
        }
        let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            say(
                text(
                    en: "\(nothing). (Answer y to go ahead, or pass --yes.)",
                    zh: "\(nothing)。（回答 y 才会进行，或者加上 --yes。）"))
            return false
        }
        return true
    }

    private func watch() throws -> Int32 {
        let watch = Watch(root: root)
        var seen = watch.snapshot()
        say(Watch.greeting.text(in: language))
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            var now = watch.snapshot()
            var changed = Watch.changed(from: seen, to: now)
            guard !changed.isEmpty else { continue }
            // Wait for the editor to finish writing, and catch saves made meanwhile.
            Thread.sleep(forTimeInterval: 0.3)
            now = watch.snapshot()
            changed = Watch.changed(from: seen, to: now)
            seen = now
            // A save made while grading is noticed on the next round.
            watchRound(changed, savedAt: Date())
        }
    }

    /// One round of `watch`: says which exercises were saved, at once, then
    /// grades them and says what came back, then that saving again grades again.
    func watchRound(_ changed: [Exercise], savedAt date: Date) {
        let time = DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .medium)
        let ids = changed.map(\.id)
        say(
            text(
                en: "\n[\(time)] saved: \(ids.joined(separator: ", ")); grading…",
                zh: "\n[\(time)] 已保存：\(ids.joined(separator: "、"))；正在评分…"))
        do {
            say(
                CheckSummary.text(
                    changed, grades: try grade(changed, seed: nil), marks: marks,
                    language: language))
        } catch let failure as Failure {
            say("workbook: \(failure.message)")
        } catch {
            say("workbook: \(error)")
        }
        say(Watch.afterGrading.text(in: language))
    }

    /// The terminal's width, to which messages are fitted; nil when standard
    /// output is not a terminal (nothing is then broken).
    var width = Platform.terminalWidth(environment: ProcessInfo.processInfo.environment)

    /// Writes a line to standard output, fitted to the terminal, at once
    /// (`watch` runs for a long time).
    func say(_ text: String) {
        write(Wrapping.wrap(text, width: width, language: language) + "\n")
    }

    /// The half of `en` and `zh` in the command's language.
    private func text(en: String, zh: String) -> String {
        Bilingual(en: en, zh: zh).text(in: language)
    }

    /// Writes progress notes to standard error, keeping standard output for results.
    func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
