import Foundation
import Testing
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A chapter started with one of its standard streams closed (`<&-`, `>&-`,
/// `2>&-` in a shell) must not hand that number to a socket or a file of its
/// own: every chapter, and the app's launcher, opens `/dev/null` there first.
/// Which of its own descriptors would take the number otherwise depends on
/// its threads' timing, so the tests read the descriptor itself, in
/// `/proc/PID/fd` (Linux), while the chapter waits.
@Suite(
    "Chapters started with a standard stream closed",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "no /proc here"))
struct StandardStreamsTests {
    /// Waits (at most 20 s) until `child`'s descriptor `number` is `/dev/null`;
    /// whether it was before the child ended or time ran out.
    private static func waitForNull(_ number: Int32, in child: ChildProcess) -> Bool {
        let link = "/proc/\(child.processIdentifier)/fd/\(number)"
        let deadline = ContinuousClock.now + .seconds(20)
        while child.isRunning, ContinuousClock.now < deadline {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "/dev/null" {
                return true
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    @Test(
        "the app's server alone (--serve), any stream closed, has /dev/null there until SIGTERM",
        arguments: [0, 1, 2] as [Int32])
    func serveWithStreamClosed(closed: Int32) async throws {
        let chapter = ChapterProgram(5)
        let (sawNull, code, signalled) = try await onOwnThread {
            let streams = (0..<3).map { $0 == closed ? ChildProcess.closed : nil }
            let running = try chapter.launch(
                ["--serve"], environment: [:], input: streams[0], output: streams[1],
                error: streams[2])
            let sawNull = Self.waitForNull(closed, in: running.process)
            running.process.terminate()
            let code = try running.wait()
            return (sawNull, code, running.process.endedBySignal)
        }
        #expect(sawNull, "descriptor \(closed) never became /dev/null")
        // SIGTERM may come before the server is listening for it: then it
        // is SIGTERM's default action that ends it, which is fine too. With
        // its output closed, what it printed was lost, which its status says.
        let stoppedByUs = signalled ? code == SIGTERM : code == (closed == 1 ? 1 : 0)
        #expect(stoppedByUs, "ended with \(code), signalled: \(signalled) (13 is SIGPIPE)")
    }

    @Test("Chapter 5 with its output closed (>&-) prints to /dev/null, runs on, ends with 1")
    func chapterWithOutputClosed() async throws {
        let chapter = ChapterProgram(5)
        let (sawNull, code, signalled, said) = try await onOwnThread {
            var keyboard: [Int32] = [-1, -1]
            guard pipe(&keyboard) == 0 else { throw ChapterTestError("no pipe for the keyboard") }
            let errors = FileManager.default.temporaryDirectory
                .appendingPathComponent("closed-output-\(UUID().uuidString)")
            try Data().write(to: errors)
            defer { try? FileManager.default.removeItem(at: errors) }
            let errorFile = try FileHandle(forWritingTo: errors)
            // --step waits for Enter after the first section, long enough to look.
            let running = try chapter.launch(
                ["--no-pager", "--step", "--section", "1", "--section", "2", "--lang", "en"],
                environment: [:], input: keyboard[0], output: ChildProcess.closed,
                error: errorFile.fileDescriptor)
            try? errorFile.close()
            close(keyboard[0])
            let sawNull = Self.waitForNull(STDOUT_FILENO, in: running.process)
            close(keyboard[1])  // the end of input: the chapter goes on
            let code = try running.wait()
            let said = try String(contentsOf: errors, encoding: .utf8)
            return (sawNull, code, running.process.endedBySignal, said)
        }
        #expect(sawNull, "standard output never became /dev/null")
        #expect(!signalled && code == 1, "ended with \(code) (signal 13 is SIGPIPE)")
        #expect(said == "Chapter5: standard output is closed, so nothing printed was shown\n")
    }

    @Test(
        "a chapter, the app's tour and workbook writing to a full disk end with 1 and say why",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"),
        arguments: [
            ("Chapter1", ["--section", "2", "--lang", "en"]),
            ("Chapter5", ["--script", "open 1, quit", "--lang", "en"]),
            ("workbook", ["hint", "1.1", "--lang", "en"]),
            ("workbook", ["--help", "--lang", "zh"]),
        ])
    func fullDisk(program: String, arguments: [String]) async throws {
        let executable = BuiltProducts.program(program).path
        let (code, said) = try await onOwnThread {
            let full = open("/dev/full", O_WRONLY)
            guard full >= 0 else { throw ChapterTestError("cannot open /dev/full") }
            defer { close(full) }
            let errors = FileManager.default.temporaryDirectory
                .appendingPathComponent("full-disk-\(UUID().uuidString)")
            try Data().write(to: errors)
            defer { try? FileManager.default.removeItem(at: errors) }
            let errorFile = try FileHandle(forWritingTo: errors)
            let process = try ChildProcess(
                executable, arguments, output: full, error: errorFile.fileDescriptor)
            try? errorFile.close()
            guard process.wait(atMost: .seconds(60)) else {
                process.terminate()
                throw ChapterTestError("\(program) did not end within 60 s")
            }
            return (process.exitCode, try String(contentsOf: errors, encoding: .utf8))
        }
        #expect(code == 1)
        // The system's reason is named when the last write is the one that failed.
        let expected =
            arguments.contains("zh")
            ? ["\(program)：无法写入标准输出（ENOSPC）\n", "\(program)：无法写入标准输出\n"]
            : [
                "\(program): could not write to standard output (ENOSPC)\n",
                "\(program): could not write to standard output\n",
            ]
        #expect(expected.contains(said), "\(said)")
    }
}
