import Foundation
import Testing
import WorkbookKit

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

    /// Where `swift build` put the executable: in the products folder that
    /// holds the test bundle, found from the bundle itself (a Mac runs the
    /// tests in a helper whose `argv[0]` is not the bundle's).
    var executable: URL {
        BuiltProducts.program(name)
    }

    /// Runs the chapter with `arguments`, its output going to files (not a terminal).
    ///
    /// `NO_COLOR`, `PAGER`, `LESS` and its character set are removed from the environment, and
    /// a Chinese locale is replaced, unless `environment` sets them, so a test
    /// cannot pass or fail merely because of the caller's shell. `input` becomes standard input; without it, input is empty.
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

        let input = try FileHandle(forReadingFrom: files[0])
        let output = try FileHandle(forWritingTo: files[1])
        let error = try FileHandle(forWritingTo: files[2])
        let running = try launch(
            arguments, environment: environment, input: input.fileDescriptor,
            output: output.fileDescriptor, error: error.fileDescriptor)
        for handle in [input, output, error] { try? handle.close() }
        let status = try running.wait()
        return Transcript(
            standardOutput: try String(contentsOf: files[1], encoding: .utf8),
            standardError: try String(contentsOf: files[2], encoding: .utf8),
            exitCode: status)
    }

    /// Starts the executable with these standard streams (`/dev/null` where nil).
    func launch(
        _ arguments: [String], environment: [String: String],
        input: Int32? = nil, output: Int32? = nil, error: Int32? = nil
    ) throws -> RunningChapter {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ChapterTestError("\(name) is not built at \(executable.path)")
        }
        var changes: [String: String?] = [
            "NO_COLOR": nil, "PAGER": nil, "LESS": nil, "LESSCHARSET": nil, "LESSCHARDEF": nil,
        ]
        for (variable, value) in Self.englishLocale() { changes[variable] = value }
        for (variable, value) in environment { changes[variable] = value }
        let process = try ChildProcess(
            executable.path, arguments, environment: changes, input: input, output: output,
            error: error)
        return RunningChapter(name: name, process: process)
    }
}

extension ChapterProgram {
    /// `C.UTF-8` for each locale variable of the caller's that would make the
    /// chapter speak Chinese, so that only a test that asks for Chinese gets it.
    static func englishLocale() -> [String: String] {
        var locale: [String: String] = [:]
        for (variable, value) in ProcessInfo.processInfo.environment
        where ["LC_ALL", "LC_MESSAGES", "LANG"].contains(variable) && value.hasPrefix("zh") {
            locale[variable] = "C.UTF-8"
        }
        return locale
    }
}

/// A chapter started by a test, to be waited for.
struct RunningChapter {
    let name: String
    let process: ChildProcess

    /// Waits for the chapter to exit, at most 60 seconds, and returns its exit code.
    func wait() throws -> Int32 {
        guard process.wait(atMost: .seconds(60)) else {
            process.terminate()
            process.wait(atMost: .seconds(5))
            throw ChapterTestError("\(name) did not finish within 60 seconds")
        }
        return process.exitCode
    }
}

/// What a chapter printed, and how it exited: its exit code, or the number
/// of the signal that ended it when `endedBySignal`.
struct Transcript: Sendable {
    let standardOutput: String
    let standardError: String
    let exitCode: Int32
    var endedBySignal = false
}

/// A failure to run a chapter at all, with a one-line explanation.
struct ChapterTestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
