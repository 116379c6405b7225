import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// The judge against answers that attack it or run out of bounds: each runs
/// as `JudgeProbe`, a chapter 1 answer program whose `squares` misbehaves,
/// graded by 1.1's grader with small limits so that each test is quick.
@Suite("The judge, against answers that misbehave", .serialized)
struct JudgeTests {
    /// Limits small enough for a test: 2 s of processor time, 3 s per input,
    /// 256 MB of memory, 64 KB of prints.
    private static let limits = AnswerLimits(
        cpuSeconds: 2, secondsPerCall: 3, memoryBytes: 256 << 20, outputBytes: 64 << 10)

    /// The grade of 1.1 for the probe behaving as `behaviour`, and how long it took.
    private func grade(_ behaviour: String, limits: AnswerLimits = Self.limits) throws
        -> (report: GradeReport, seconds: Double)
    {
        let grader = try #require(Graders.grader(for: "1.1"))
        let programs = Programs(learner: BuiltProducts.program("JudgeProbe").path, [behaviour])
        let start = Date()
        let report = Judging.report(
            grader, contestant: .learner, source: .solution("1.1"), seed: Seed(1),
            programs: programs, limits: limits)
        return (report, Date().timeIntervalSince(start))
    }

    @Test("a right answer passes: the probe itself is sound")
    func right() throws {
        #expect(try grade("right").report.status == .passed)
    }

    @Test("a forged pass line on both streams is only what the code printed")
    func forgedPass() throws {
        let report = try grade("forgesAPass").report
        #expect(report.status == .wrong)
        #expect(report.message.contains("Your code printed:"))
        #expect(report.message.contains("workbook:passed"))
    }

    @Test("writing a report file, or any file, stops the answer")
    func writesAFile() throws {
        let report = try grade("appendsToAReport").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("tried to write a file"))
    }

    @Test("printing without end is stopped at the output limit, with its own message")
    func printsForever() throws {
        let report = try grade("printsForever").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("printed more than 64 KB"))
        #expect(report.message.contains("squares(of: [1, 2, 3])"))
    }

    @Test("holding more memory than the limit is stopped, with its own message")
    func allocatesForever() throws {
        let report = try grade("allocatesForever").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("used more than 256 MB of memory"))
    }

    @Test("an endless loop is stopped by its processor time, however slow the clock")
    func spins() throws {
        // The clock's limit is far away: on a loaded machine one second of
        // processor time can take many seconds.
        let limits = AnswerLimits(
            cpuSeconds: 1, secondsPerCall: 120, memoryBytes: 256 << 20, outputBytes: 64 << 10)
        let report = try grade("spins", limits: limits).report
        #expect(report.status == .timedOut)
        #expect(report.message.contains("timed out after 1 s of processor time in squares(of:"))
    }

    @Test("a call that waits forever is stopped by the clock")
    func waitsForever() throws {
        let report = try grade("waitsForever").report
        #expect(report.status == .timedOut)
        #expect(report.message.contains("still waiting after 3 s"))
    }

    /// Whether this system has the whole sandbox (`Sandbox`): Landlock and
    /// seccomp on Linux, the profile on macOS.
    static let sandboxed = Sandbox.missing(launcher: BuiltProducts.program("AnswerSandbox")) == nil

    @Test("a program the answer starts is refused by the sandbox, or ended with the answer")
    func leavesASleeper() throws {
        let (report, seconds) = try grade("leavesASleeperHoldingItsOutput")
        #expect(seconds < 30)
        if report.message.contains("tried to start a program") {
            // Linux: seccomp ends the answer at its first attempt.
            #expect(report.status == .crashed)
            #expect(!report.message.contains("sleeper "), "a process was started")
            return
        }
        #if os(Linux)
            #expect(!Self.sandboxed, "the sandbox let the answer start a program")
        #endif
        #expect(report.status == .timedOut)
        let said = report.message.firstMatch(of: #/sleeper (-?\d+)/#).flatMap { Int32($0.1) }
        let sleeper = try #require(said, "the probe's print of its sleeper's id was not kept")
        // A sandbox that refuses the call leaves no process: posix_spawn gave no id.
        if sleeper > 0 {
            #expect(Self.ends(sleeper, within: .seconds(10)), "the sleeper \(sleeper) still runs")
        }
    }

    @Test(
        "an answer cannot signal the judge: the system stops it, and the judge goes on",
        .enabled(if: sandboxed, "this system has no sandbox"))
    func signalsTheJudge() throws {
        let (report, seconds) = try grade("signalsTheJudge")
        #expect(seconds < 30)
        #expect(report.status == .crashed)
        #expect(report.message.contains("signal another process"), "\(report.message)")
    }

    @Test(
        "an answer changes no file outside its own folder, and its folder is gone afterwards",
        .enabled(if: sandboxed, "this system has no sandbox"))
    func changesNoFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("1.2-Evens.swift")
        try Data("the learner's work".utf8).write(to: victim)
        let before = try FileManager.default.attributesOfItem(atPath: victim.path)
        let priority = JudgeTestPlatform.priority()
        let report = try grade("changesFiles:" + victim.path).report
        // The probe squares right whatever its attempts came to.
        #expect(report.status == .passed, "\(report.message)")
        #expect((try? String(contentsOf: victim, encoding: .utf8)) == "the learner's work")
        let after = try FileManager.default.attributesOfItem(atPath: victim.path)
        #expect(after[.posixPermissions] as? Int == before[.posixPermissions] as? Int)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(JudgeTestPlatform.priority() == priority, "the answer changed the judge's priority")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["1.2-Evens.swift"], "\(left)")
        let temporary = try FileManager.default.contentsOfDirectory(
            atPath: FileManager.default.temporaryDirectory.path)
        #expect(!temporary.contains("probe-was-here"))
    }

    @Test("an answer that says it is done, with no output, is refused: one output per input")
    func forgesTheReply() throws {
        let (report, seconds) = try grade("forgesTheReply")
        #expect(report.status == .crashed)
        #expect(report.message.contains("answered 1 input with 0 outputs"), "\(report.message)")
        #expect(report.message.contains("descriptor 3"))
        #expect(seconds < 30)
    }

    @Test("an answer that sends more outputs than inputs is refused")
    func forgesMoreOutputs() throws {
        let report = try grade("forgesMoreOutputs").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("answered 1 input with 2 outputs"), "\(report.message)")
    }

    @Test("saying \"starting\" again and again does not hold off the clock")
    func keepsTheClockAlive() throws {
        let (report, seconds) = try grade("keepsTheClockAlive")
        #expect(report.status == .timedOut)
        #expect(report.message.contains("still waiting after 3 s"), "\(report.message)")
        #expect(seconds < 30, "the clock was held off for \(seconds) s")
    }

    @Test("an answer that reads standard input finds it empty, not the judge's requests")
    func readsStandardInput() throws {
        #expect(try grade("readsStandardInput").report.status == .passed)
    }

    @Test("an endless loop past the clock's limit is reported as processor time")
    func spinsPastTheClock() throws {
        // The clock's limit comes first: the loop keeps the processor busy, so
        // it runs on to its processor-time limit, which names it.
        let limits = AnswerLimits(
            cpuSeconds: 2, secondsPerCall: 1, memoryBytes: 256 << 20, outputBytes: 64 << 10)
        let report = try grade("spins", limits: limits).report
        #expect(report.status == .timedOut)
        #expect(report.message.contains("processor time"), "\(report.message)")
        #expect(!report.message.contains("waiting"))
    }

    @Test("a crash names the input and the runtime's reason")
    func crashes() throws {
        let report = try grade("crashes").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("crashed in squares(of: [1, 2, 3]): "))
        #expect(report.message.contains("Index out of range"))
    }

    @Test("ending the process with exit code 0 is no pass")
    func exits() throws {
        let report = try grade("exitsWithZero").report
        #expect(report.status == .crashed)
        #expect(report.message.contains("ended the process with exit code 0"))
    }

    @Test("grading leaves this process's SIGPIPE action as it found it")
    func sigpipeIsLeftAlone() throws {
        let before = Platform.disposition(of: SIGPIPE)
        _ = try grade("exitsWithZero")
        #expect(Platform.disposition(of: SIGPIPE) == before)
    }

    @Test(
        "a program the judge starts gets every signal's default action, whatever the judge ignores")
    func childrenStartWithDefaultSignals() {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { _ = signal(SIGPIPE, previous) }
        let status = Platform.output(
            of: "/bin/bash", ["-c", "yes | head -1 > /dev/null; echo ${PIPESTATUS[0]}"])
        // 141 is 128 + SIGPIPE: `yes` ended by the signal, not by a write error.
        #expect(status?.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
    }

    /// Whether process `process` is gone within `limit`: a killed process
    /// can take a moment to end on a loaded machine, and a sleeper left
    /// behind runs for 3,000 s. Gone means no such process, or a zombie
    /// (ended, not yet reaped), which holds nothing.
    private static func ends(_ process: Int32, within limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while Platform.isRunning(process) {
            if clock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }
}
