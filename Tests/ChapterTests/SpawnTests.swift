import Foundation
import Testing

/// The tests' own way of starting programs: in a session of their own, with
/// nothing of the test process open but their three streams.
@Suite("Programs the tests start")
struct SpawnTests {
    @Test(
        "a started program has only its three streams open, and a session of its own",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "no /proc here"))
    func streamsAndSession() throws {
        let leaked = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null"))
        defer { try? leaked.close() }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("spawn-test-\(UUID().uuidString)")
        try Data().write(to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try FileHandle(forWritingTo: directory)
        // The shell lists its own descriptors while it waits for ls (no pipe
        // of its own open then), then prints its process and session ids.
        let child = try ChildProcess(
            "/bin/sh", ["-c", "ls /proc/$$/fd; echo $$; cut -d' ' -f6 /proc/$$/stat"],
            output: output.fileDescriptor)
        try? output.close()
        #expect(child.wait(atMost: .seconds(30)))
        #expect(child.exitCode == 0)
        let lines = try String(contentsOf: directory, encoding: .utf8).split(separator: "\n")
        #expect(lines.dropLast(2) == ["0", "1", "2"], "open in the child: \(lines.dropLast(2))")
        #expect(
            lines.count >= 2 && lines[lines.count - 2] == lines[lines.count - 1],
            "not a session of its own: \(lines)")
    }

    @Test("a program's exit code and a signal that ends it are told apart")
    func endings() throws {
        let exits = try ChildProcess("/bin/sh", ["-c", "exit 3"])
        #expect(exits.wait(atMost: .seconds(30)))
        #expect(exits.exitCode == 3 && !exits.endedBySignal)
        let sleeps = try ChildProcess("/bin/sh", ["-c", "sleep 30"])
        sleeps.terminate()
        #expect(sleeps.wait(atMost: .seconds(30)))
        #expect(sleeps.exitCode == SIGTERM && sleeps.endedBySignal)
    }
}
