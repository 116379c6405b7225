import Foundation
import Synchronization
import WorkbookKit

/// What this machine lacks of the judge's protections, said once per run
/// of the judge, on the first grade that passes: the sandbox's mechanisms
/// (`Sandbox.missing`) and git, by which the reference solutions are
/// checked against their recorded versions (`RecordedReference`). Grading
/// goes on without them.
///
/// ```swift
/// for note in PlatformNotices.take(sandbox: programs.sandbox) { notes.add(note) }
/// ```
enum PlatformNotices {
    /// Whether the notices were said in this process.
    private static let said = Mutex(false)

    /// The notices, the first time a passing grade asks; none after that.
    static func take(sandbox launcher: URL) -> [Bilingual] {
        let first = said.withLock { said in
            defer { said = true }
            return !said
        }
        guard first else { return [] }
        var notices: [Bilingual] = []
        if let lacking = Sandbox.missing(launcher: launcher) { notices.append(lacking) }
        if !RecordedReference.canTell() {
            notices.append(
                Bilingual(
                    en: "Note: git cannot tell here whether the reference solutions are the "
                        + "recorded ones (no git, or no repository); answers are graded against "
                        + "them as they are.",
                    zh: "注意：这里的 git 无法判断参考答案是否还是记录下来的那一份（没有 git，"
                        + "或者不在仓库里）；答案照样和它们现在的样子对比评分。"))
        }
        return notices
    }
}
