import Foundation
import Testing
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A judge that is told to end leaves nothing running: not the answer that
/// waits forever, not the reference, not a build or the orphans of one.
/// Each run's programs carry a token of its own in their environment, by
/// which the test finds what is left.
@Suite("An interrupted judge leaves nothing running")
struct InterruptionTests {
    /// The judge that a test may end (Tests/JudgeDriver).
    static let driver = BuiltProducts.program("JudgeDriver").path

    @Test(
        "Ctrl-C during a waiting answer ends the judge, the answer and the reference",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: RunningProcesses.canList, "this system does not show processes' environments"))
    func controlC() async throws {
        try await onOwnThread { try Self.controlC() }
    }

    private static func controlC() throws {
        let token = "interruption-\(UUID().uuidString)"
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.stop() }
        try tmux.type("WORKBOOK_TEST_TOKEN=\(token) '\(driver)' grade waitsForever")
        try tmux.press("Enter")
        try tmux.waitFor("the answer to wait") { $0.contains("ready") }
        let running = RunningProcesses.carrying(token)
        #expect(running.count >= 3, "the judge, the answer and the reference: \(running)")
        try tmux.press("C-c")
        // The shell drops the rest of a line that Ctrl-C stopped: ask it apart.
        try tmux.waitFor("the shell's prompt") { screen in
            let lines = screen.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return lines.last { !$0.isEmpty } == "$"
        }
        try tmux.type("echo \"judge ended $?\"")
        try tmux.press("Enter")
        // The typed command holds the words too: wait for the line the echo prints.
        let screen = try tmux.waitFor("the shell") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("judge ended ") }
        }
        #expect(screen.contains("judge ended 130"), "\(screen)")
        #expect(!screen.contains("grader fault"), "the judge reported on programs it had ended")
        #expect(
            RunningProcesses.gone(token, within: .seconds(10)),
            "\(RunningProcesses.carrying(token))")
    }

    @Test(
        "SIGTERM or SIGHUP to the judge ends its answer and reference; to a build, it and its orphans",
        .enabled(if: RunningProcesses.canList, "this system does not show processes' environments"),
        arguments: [("grade", SIGTERM), ("grade", SIGHUP), ("build", SIGTERM), ("build", SIGHUP)])
    func signals(mode: String, signal: Int32) async throws {
        let token = "interruption-\(UUID().uuidString)"
        let (ended, status) = try await onOwnThread { () throws -> (Bool, Int32) in
            let arguments = mode == "grade" ? ["grade", "waitsForever"] : ["build"]
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("judge-driver-\(UUID().uuidString)")
            try Data().write(to: output)
            defer { try? FileManager.default.removeItem(at: output) }
            let file = try FileHandle(forWritingTo: output)
            let judge = try ChildProcess(
                Self.driver, arguments, environment: ["WORKBOOK_TEST_TOKEN": token],
                output: file.fileDescriptor)
            try? file.close()
            let deadline = ContinuousClock.now + .seconds(30)
            while !((try? String(contentsOf: output, encoding: .utf8))?.contains("ready") ?? false)
            {
                guard ContinuousClock.now < deadline, judge.isRunning else {
                    throw ChapterTestError("the judge never said it was ready")
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            kill(judge.processIdentifier, signal)
            // A build has 5 s to stop by itself before it is ended.
            let ended = judge.wait(atMost: .seconds(20))
            return (ended, judge.exitCode)
        }
        #expect(ended)
        #expect(status == signal, "the judge did not end as the signal would")
        #expect(
            RunningProcesses.gone(token, within: .seconds(10)),
            "\(RunningProcesses.carrying(token))")
    }
}

/// The processes that carry a token in their environment.
enum RunningProcesses {
    /// Whether this system shows the environments of processes: Linux's `/proc`.
    static let canList = FileManager.default.fileExists(atPath: "/proc/self/environ")

    /// The ids of the processes whose environment holds `token`, with their commands.
    static func carrying(_ token: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { Int($0) != nil }.compactMap { name in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ"),
                String(decoding: environment, as: UTF8.self).contains(token),
                let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
                !isZombie(name)
            else { return nil }
            return name + " " + String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
    }

    /// Whether process `name` has ended but is not yet reaped.
    private static func isZombie(_ name: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[close...].hasPrefix(") Z")
    }

    /// Whether no process carries `token` within `limit`.
    static func gone(_ token: String, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !carrying(token).isEmpty {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }
}
