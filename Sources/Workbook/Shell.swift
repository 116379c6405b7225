import Foundation

/// Runs `swift build` and the test binary in the package root and collects their output.
struct Shell {
    /// The package root, where the commands run.
    let root: URL

    /// What a finished command printed (standard output and error together) and its exit status.
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// Runs `swift <arguments>` with `environment` changes (a nil value
    /// removes a variable), passing on only the variables `inherited` accepts.
    func swift(
        _ arguments: [String], environment changes: [String: String?] = [:],
        inheriting inherited: (String) -> Bool = { _ in true }
    ) throws -> Outcome {
        try run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, environment: changes,
            inheriting: inherited)
    }

    /// Runs `executable` with `arguments` and `environment` changes, in the
    /// package root, passing on only the variables `inherited` accepts.
    func run(
        _ executable: URL, _ arguments: [String], environment changes: [String: String?] = [:],
        inheriting inherited: (String) -> Bool = { _ in true }
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment.filter { inherited($0.key) }
        for (name, value) in changes {
            environment[name] = value
        }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
