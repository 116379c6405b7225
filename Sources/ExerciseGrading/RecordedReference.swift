import Foundation
import WorkbookKit

/// Whether the reference solutions are still the ones the workbook's
/// repository recorded: git's index holds a hash of each file as it was
/// committed, and `git status` compares the file on disk with it.
///
/// The reference program is built from the solutions, so a solution changed
/// by hand, by a hard link from the learner's file, or by anything else
/// would change what every answer is compared with. The judge grades only
/// against the recorded one. A teacher who changes a solution on purpose
/// commits it. Where there is no git or no repository (a downloaded
/// archive), nothing is checked, and the judge says so once.
///
/// ```swift
/// RecordedReference.changedSolution(chapter: 1)   // nil, or "Exercises/Teacher/Solutions/…"
/// ```
enum RecordedReference {
    /// The first solution file of chapter `chapter` under `root` that differs
    /// from its recorded version (or is gone); nil if none does, or if git
    /// cannot tell.
    static func changedSolution(chapter: Int, root: URL = AnswerSource.packageRoot) -> String? {
        let files = Catalog.exercises(inChapter: chapter).map(\.solutionFile)
        guard let status = status(of: files, root: root) else { return nil }
        // Porcelain lines are "XY path", the path from the repository's top.
        let changed = status.split(separator: "\n").map { $0.dropFirst(3) }
        return files.first { file in changed.contains { $0.hasSuffix(file) } }
    }

    /// Whether git can tell, under `root`: false where it is missing or
    /// `root` is no repository.
    static func canTell(root: URL = AnswerSource.packageRoot) -> Bool {
        status(of: ["Package.swift"], root: root) != nil
    }

    /// `git status --porcelain` of `files` under `root`, without taking
    /// the index's lock (gradings run side by side); nil if git fails.
    private static func status(of files: [String], root: URL) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":")
        guard
            let git = (folders.map { "\($0)/git" } + ["/usr/bin/git"]).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        return Platform.output(
            of: git,
            [
                "--no-optional-locks", "-C", root.path, "status", "--porcelain",
                "--untracked-files=no", "--",
            ]
                + files)
    }
}
