import ExerciseGrading
import Foundation

/// Runs `swift build` for the package at `root` and collects its output.
///
/// It passes on this process's whole environment, unchanged: SwiftPM plans a
/// build again whenever the environment differs from the last build's, and
/// the `swift run` that started this command just planned with this one.
/// The build runs in this command's process group, so the terminal's Ctrl-C
/// reaches it (and its compilers) too, and `Interruption` passes on a
/// SIGTERM or SIGHUP sent to this command alone.
struct Shell {
    /// The package root.
    let root: URL

    /// What a finished command printed (standard output and error together),
    /// its exit status, and whether it was stopped at its time limit.
    struct Outcome {
        let status: Int32
        let output: String
        var timedOut = false
    }

    /// Why the command could not run at all.
    struct Failure: Error {
        let message: String
    }

    /// Runs `swift <arguments> --package-path <root>`, handing each line of
    /// its output to `lines` as it comes; past `timeLimit`, asks it to stop,
    /// then stops it.
    func swift(
        _ arguments: [String], timeLimit: Duration? = nil,
        lines: @escaping (String) -> Void = { _ in }
    ) throws -> Outcome {
        try run(
            ["swift"] + arguments + ["--package-path", root.path], timeLimit: timeLimit,
            lines: lines)
    }

    /// Runs `command` (a program and its arguments) as `swift(_:)` runs swift:
    /// its output and errors read together, line by line, within `timeLimit`,
    /// and ended with this command on Ctrl-C.
    func run(
        _ command: [String], timeLimit: Duration? = nil,
        lines: @escaping (String) -> Void = { _ in }
    ) throws -> Outcome {
        guard let started = Platform.spawnInThisGroup(command) else {
            throw Failure(
                message:
                    "could not start \(command.first ?? ""): \(String(cString: strerror(errno)))")
        }
        Interruption.register(build: started.process)
        defer { Interruption.forget(started.process) }
        defer { close(started.output) }
        let deadline = timeLimit.map { ContinuousClock.now + $0 }
        var output = Data()
        var pending = Data()
        while true {
            if let deadline, ContinuousClock.now > deadline {
                Platform.stop(started.process, grace: 5)
                return Outcome(
                    status: 124, output: String(decoding: output, as: UTF8.self), timedOut: true)
            }
            guard let chunk = Platform.readSome(started.output, waiting: 200) else { continue }
            if chunk.isEmpty { break }
            output += chunk
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                lines(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        return Outcome(
            status: Platform.waitForExit(started.process),
            output: String(decoding: output, as: UTF8.self))
    }
}
