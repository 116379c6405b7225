import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A chapter at a keyboard: its standard input and output both on a
/// pseudo-terminal, so it sees a reader who can type (`isatty` holds for
/// both), and the test types as that reader would.
///
/// ```swift
/// let run = try ChapterProgram(5).runInteractively(["--section", "8"]) { terminal in
///     try terminal.waitFor("Press Enter")
///     terminal.type("q\n")
/// }
/// ```
struct InteractiveTerminal {
    fileprivate let terminal: PseudoTerminal
    fileprivate let reader: TerminalReader
    fileprivate let process: ChildProcess

    /// Waits until the output so far contains `text` (at most `limit`) and
    /// returns it; throws, with the output so far, if it never comes.
    @discardableResult
    func waitFor(_ text: String, within limit: Duration = .seconds(30)) throws -> String {
        let deadline = ContinuousClock.now + limit
        while true {
            let output = reader.text
            if output.contains(text) { return output }
            guard ContinuousClock.now < deadline else {
                throw ChapterTestError(
                    "waited \(limit) for \"\(text)\"; the terminal showed:\n\(output)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Sends the chapter `signal`, as `kill` would.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Types `text` at the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(terminal.controller, $0.baseAddress, $0.count) }
    }
}

extension ChapterProgram {
    /// Runs the chapter on a pseudo-terminal of `columns` × `rows` (100 × 30
    /// unless given; input and output), lets `session` read and type, and
    /// returns what it wrote to the terminal, its standard error and how it
    /// ended. Blocks: call it on a thread of its own (`onOwnThread`).
    func runInteractively(
        _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100,
        rows: UInt16 = 30, session: (InteractiveTerminal) throws -> Void
    ) throws -> Transcript {
        let terminal = try PseudoTerminal(columns: columns, rows: rows)
        defer { close(terminal.controller) }
        let reader = TerminalReader(terminal.controller)
        let errors = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-stderr-\(UUID().uuidString)")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        var terminalEnvironment = ["TERM": "xterm-256color"]
        terminalEnvironment.merge(environment) { _, new in new }
        let errorFile = try FileHandle(forWritingTo: errors)
        let running = try launch(
            arguments, environment: terminalEnvironment, input: terminal.device,
            output: terminal.device, error: errorFile.fileDescriptor)
        try? errorFile.close()
        close(terminal.device)
        do {
            try session(
                InteractiveTerminal(terminal: terminal, reader: reader, process: running.process))
        } catch {
            running.process.terminate()
            _ = try? running.wait()
            throw error
        }
        let status = try running.wait()
        return Transcript(
            standardOutput: reader.finish(),
            standardError: try String(contentsOf: errors, encoding: .utf8), exitCode: status,
            endedBySignal: running.process.endedBySignal)
    }
}
