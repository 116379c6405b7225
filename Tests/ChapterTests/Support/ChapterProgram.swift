import Foundation
import Testing

/// A chapter's executable, built by `swift test` and found next to the test bundle.
struct ChapterProgram: Sendable, CustomTestStringConvertible {
    /// The chapter's number.
    let number: Int

    init(_ number: Int) {
        self.number = number
    }

    /// The executable's name, as in `swift run Chapter1`.
    var name: String { "Chapter\(number)" }

    var testDescription: String { name }

    /// Where `swift build` put the executable: beside the test bundle.
    var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name)
    }

    /// Runs the chapter with `arguments`, its output going to files (not a terminal).
    ///
    /// `NO_COLOR`, `PAGER` and `LESS` are removed from the environment unless
    /// `environment` sets them, so a test cannot pass or fail merely because of
    /// the caller's shell. `input` becomes standard input; without it, input is empty.
    func run(
        _ arguments: [String], environment: [String: String] = [:], input: String = ""
    ) throws -> Transcript {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }

        let running = try launch(arguments, environment: environment) { process in
            process.standardInput = try FileHandle(forReadingFrom: files[0])
            process.standardOutput = try FileHandle(forWritingTo: files[1])
            process.standardError = try FileHandle(forWritingTo: files[2])
        }
        let status = try running.wait()
        return Transcript(
            standardOutput: try String(contentsOf: files[1], encoding: .utf8),
            standardError: try String(contentsOf: files[2], encoding: .utf8),
            exitCode: status)
    }

    /// Starts the executable after `connect` has set its standard streams.
    func launch(
        _ arguments: [String], environment: [String: String],
        connect: (Process) throws -> Void
    ) throws -> RunningChapter {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ChapterTestError("\(name) is not built at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for variable in ["NO_COLOR", "PAGER", "LESS"] { merged[variable] = nil }
        merged.merge(environment) { _, new in new }
        process.environment = merged
        try connect(process)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        return RunningChapter(name: name, process: process, exited: exited)
    }
}

/// A chapter started by a test, to be waited for.
struct RunningChapter {
    let name: String
    let process: Process
    let exited: DispatchSemaphore

    /// Waits for the chapter to exit, at most 60 seconds, and returns its exit code.
    func wait() throws -> Int32 {
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            throw ChapterTestError("\(name) did not finish within 60 seconds")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// What a chapter printed, and how it exited.
struct Transcript: Sendable {
    let standardOutput: String
    let standardError: String
    let exitCode: Int32
}

/// A failure to run a chapter at all, with a one-line explanation.
struct ChapterTestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
