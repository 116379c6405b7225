import Foundation

/// Runs `swift build` in the package root and collects its output.
///
/// It passes on this process's whole environment, unchanged: SwiftPM plans a
/// build again whenever the environment differs from the last build's, and
/// the `swift run` that started this command just planned with this one.
struct Shell {
    /// The package root, where the commands run.
    let root: URL

    /// What a finished command printed (standard output and error together) and its exit status.
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// Runs `swift <arguments>`, handing each line of its output to `lines` as it comes.
    func swift(_ arguments: [String], lines: @escaping (String) -> Void = { _ in }) throws
        -> Outcome
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var output = Data()
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            output += chunk
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                lines(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
