import Foundation
import WorkbookKit

/// Carries out a parsed command in the package at `root`.
struct Workbook {
    let root: URL

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
            say(Help.text(for: topic))
            return 0
        case .progress(let json):
            let grades = try grade(Catalog.all)
            let progress = ProgressTable(grades: grades)
            say(
                json
                    ? try progress.json(
                        machine: ProcessInfo.processInfo.hostName, user: NSUserName(), date: Date())
                    : progress.table())
            return 0
        case .check(let exercises):
            let grades = try grade(exercises)
            say(CheckSummary.text(exercises, grades: grades))
            return exercises.contains { grades[$0.id]?.status.isFailing ?? false } ? 1 : 0
        case .hint(let exercise, let tier):
            say(try Hints.text(for: exercise, tier: tier, root: root))
            return 0
        case .solution(let exercise):
            return try showSolution(exercise)
        case .reset(let exercises, let confirmed):
            return try reset(exercises, confirmed: confirmed)
        case .watch:
            return try watch()
        }
    }

    private func grade(_ exercises: [Exercise]) throws -> [String: GradeReport] {
        let grading = Grading(shell: Shell(root: root)) { note($0) }
        do {
            return try grading.grade(exercises)
        } catch let failure as Grading.Failure {
            throw Failure(failure.message)
        }
    }

    private func showSolution(_ exercise: Exercise) throws -> Int32 {
        let file = root.appendingPathComponent(exercise.solutionFile)
        let text = try String(contentsOf: file, encoding: .utf8)
        say(
            """
            ⚠ Spoiler: the reference solution to \(exercise.id) \(exercise.title).
              You learn far more by getting there yourself. If you are stuck, the hints
              climb gently: swift run workbook hint \(exercise.id)

            ── \(exercise.solutionFile) ──
            \(text)
            """)
        return 0
    }

    private func reset(_ exercises: [Exercise], confirmed: Bool) throws -> Int32 {
        let reset = Reset(root: root)
        let changed = reset.changed(exercises)
        guard !changed.isEmpty else {
            say(
                exercises.count == 1
                    ? "\(exercises[0].id) is already as shipped; nothing to reset."
                    : "These exercises are already as shipped; nothing to reset.")
            return 0
        }
        let list = changed.map(\.id).joined(separator: ", ")
        if !confirmed {
            print("Reset \(list) to the shipped stub?", terminator: " ")
            print("Your version is kept in Exercises/Backups/. [y/N] ", terminator: "")
            guard let line = readLine() else {
                say("\nNothing was reset: no answer came. (Pass --yes to reset without asking.)")
                return 1
            }
            let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                say("Nothing was reset. (Answer y to confirm, or pass --yes.)")
                return 1
            }
        }
        for exercise in changed {
            let backup = try reset.reset(exercise, at: Date())
            say(
                "Reset \(exercise.id): \(exercise.file) is as shipped"
                    + (backup.map { "; your version is in \($0)" } ?? "") + ".")
        }
        return 0
    }

    private func watch() throws -> Int32 {
        let watch = Watch(root: root)
        var seen = watch.snapshot()
        say("Watching the exercise files; save one to grade it. Stop with Ctrl-C.")
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
            let time = DateFormatter.localizedString(
                from: Date(), dateStyle: .none, timeStyle: .medium)
            say("\n[\(time)] saved: \(changed.map(\.id).joined(separator: ", "))")
            do {
                let grades = try grade(changed)
                say(CheckSummary.text(changed, grades: grades))
            } catch let failure as Failure {
                say("workbook: \(failure.message)")
            }
            seen = watch.snapshot()
        }
    }

    /// Prints to standard output, at once (`watch` runs for a long time).
    private func say(_ text: String) {
        print(text)
        fflush(nil)
    }

    /// Prints progress notes to standard error, keeping standard output for results.
    private func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
