import Foundation
import Synchronization
import WorkbookKit

/// Where an answer program runs: inside the sandbox `AnswerSandbox` closes
/// around it, in a fresh, empty folder of its own that is removed when it
/// ends.
///
/// The sandbox lets an answer compute and nothing else: it starts no
/// process, signals none but itself, opens no socket, changes no file's
/// mode, owner, times or attributes and no process's priority (Linux; on
/// macOS the profile covers files only), and creates, writes, deletes,
/// renames or links nothing outside its folder (see
/// Sources/AnswerSandbox/main.c). An answer that tries is stopped by the
/// system, or its call fails. Where the system lacks a mechanism (Linux
/// before 5.13 has no Landlock), the answer runs with what there is, and
/// `missing` says what is lacking, for the judge to say once.
///
/// ```swift
/// let sandbox = try Sandbox(launcher: products.appendingPathComponent("AnswerSandbox"))
/// let (program, arguments) = sandbox.command(running: "/…/Chapter1Answers", [])
/// // program is AnswerSandbox; the folder goes when the answer has ended:
/// sandbox.remove()
/// ```
struct Sandbox {
    /// The answer's own folder.
    let folder: URL
    /// The launcher, if it is built.
    let launcher: URL?

    /// A fresh, empty folder for one answer program, to be run by `launcher`.
    init(launcher: URL) throws(Stopped) {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-answer-\(UUID().uuidString.prefix(12))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw .couldNotStart("no folder for the answer: \(error.localizedDescription)")
        }
        self.launcher =
            FileManager.default.isExecutableFile(atPath: launcher.path) ? launcher : nil
    }

    /// The program and arguments that run `executable` with `arguments` in
    /// the sandbox, or as they are if the launcher is not built.
    func command(running executable: String, _ arguments: [String]) -> (String, [String]) {
        guard let launcher else { return (executable, arguments) }
        return (launcher.path, [folder.path, String(Platform.processID), executable] + arguments)
    }

    /// Removes the answer's folder and whatever it left there.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What `launcher --probe` says this system has, read once.
    private static let mechanisms = Mutex<[String: String]>([:])

    /// What sandboxing this system lacks, in both languages, or nil if it
    /// has all of it: read once per launcher from `AnswerSandbox --probe`.
    static func missing(launcher: URL) -> Bilingual? {
        let said = mechanisms.withLock { known in
            if let said = known[launcher.path] { return said }
            let said =
                FileManager.default.isExecutableFile(atPath: launcher.path)
                ? Platform.output(of: launcher.path, ["--probe"]) ?? "" : "not built"
            known[launcher.path] = said
            return said
        }
        return lacking(said)
    }

    /// What the probe's line `said` ("landlock 7 seccomp yes" on Linux,
    /// "sandbox-profile yes" on macOS) shows is missing.
    static func lacking(_ said: String) -> Bilingual? {
        if said.hasPrefix("sandbox-profile yes") { return nil }
        let words = said.split(whereSeparator: \.isWhitespace)
        func value(_ name: Substring) -> Substring? {
            words.firstIndex(of: name).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
        }
        var lacks: [Bilingual] = []
        if (value("landlock").flatMap { Int($0) } ?? 0) == 0 {
            lacks.append(
                Bilingual(
                    en:
                        "Landlock (Linux 5.13 or later), which keeps an answer's files to its folder",
                    zh: "Landlock（Linux 5.13 或更高版本），它把答案能改动的文件限制在自己的文件夹里"))
        }
        if value("seccomp") != "yes" {
            lacks.append(
                Bilingual(
                    en: "seccomp, which stops an answer from starting or signalling processes",
                    zh: "seccomp，它阻止答案启动进程或给进程发信号"))
        }
        guard !lacks.isEmpty else { return nil }
        let en = lacks.map(\.en).joined(separator: "; ")
        let zh = lacks.map(\.zh).joined(separator: "；")
        return Bilingual(
            en: "Note: this system has no \(en). Answers are graded without it.",
            zh: "注意：这台机器没有\(zh)。评分照常进行，只是没有这一层保护。")
    }
}
