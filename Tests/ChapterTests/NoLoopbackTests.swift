import Foundation
import Testing

/// Chapter 5 on a machine whose loopback interface is down: it binds its
/// photo server to 127.0.0.1, but cannot connect to it. `unshare -n` runs it
/// in a network namespace of its own, where loopback is down, which is the
/// real thing; where that is not allowed (no privileges, not Linux), the
/// Pixels tests' `FaultPlan.unreachable` test covers the same check.
@Suite("Chapter 5 without loopback")
struct NoLoopbackTests {
    static let unshare = "/usr/bin/unshare"

    /// Whether this machine lets the tests run a program without loopback.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: unshare),
            let probe = try? ChildProcess(unshare, ["-n", "/bin/sh", "-c", "exit 0"])
        else { return false }
        return probe.wait(atMost: .seconds(10)) && probe.exitCode == 0 && !probe.endedBySignal
    }()

    @Test(
        "it says in one line a run that it cannot reach its server, skips those runs, and ends",
        .enabled(if: isAvailable, "unshare -n is not allowed here"))
    func withoutLoopback() async throws {
        let run = try await Self.runWithoutLoopback(["--lang", "en"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let notes = run.standardOutput.split(separator: "\n").filter {
            $0.contains("this process cannot reach http://127.0.0.1:")
        }
        #expect(!notes.isEmpty, "no line said the server could not be reached")
        #expect(notes.allSatisfy { $0.hasSuffix("; is the loopback interface up?") })
        // The app at the end cannot start either: one line on standard error.
        #expect(
            run.standardError.contains("Chapter5: photo server failed: this process cannot reach"))
    }

    @Test(
        "under --lang zh it says so in Chinese to the end of the line",
        .enabled(if: isAvailable, "unshare -n is not allowed here"))
    func withoutLoopbackInChinese() async throws {
        let run = try await Self.runWithoutLoopback(["--lang", "zh"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let notes = run.standardOutput.split(separator: "\n").filter {
            $0.contains("本进程连不上 http://127.0.0.1:")
        }
        #expect(!notes.isEmpty, "no line said the server could not be reached")
        // The reason is the system's (here ENETUNREACH), named in Chinese with its code.
        #expect(notes.allSatisfy { $0.contains(/（[^（）]*（E[A-Z]+））；回环接口启用了吗？$/) })
        #expect(!run.standardOutput.contains("cannot reach"))
        #expect(run.standardError.contains("Chapter5: 照片服务器出错：本进程连不上 http://127.0.0.1:"))
        #expect(!run.standardError.contains("cannot reach"))
    }

    /// Chapter 5 with `arguments`, in a network namespace of its own.
    static func runWithoutLoopback(_ arguments: [String]) async throws -> Transcript {
        let chapter = ChapterProgram(5)
        return try await onOwnThread {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("no-loopback-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = ["out", "err"].map { folder.appendingPathComponent($0) }
            for file in files { try Data().write(to: file) }
            let output = try FileHandle(forWritingTo: files[0])
            let errors = try FileHandle(forWritingTo: files[1])
            let process = try ChildProcess(
                Self.unshare, ["-n", chapter.executable.path, "--plain"] + arguments,
                environment: ["NO_COLOR": nil, "PAGER": nil],
                output: output.fileDescriptor, error: errors.fileDescriptor)
            for handle in [output, errors] { try? handle.close() }
            // Six runs used to wait 20 s each for answers that could not come.
            guard process.wait(atMost: .seconds(60)) else {
                process.terminate()
                process.wait(atMost: .seconds(5))
                throw ChapterTestError("Chapter 5 without loopback ran for over 60 seconds")
            }
            return Transcript(
                standardOutput: try String(contentsOf: files[0], encoding: .utf8),
                standardError: try String(contentsOf: files[1], encoding: .utf8),
                exitCode: process.exitCode)
        }
    }
}
