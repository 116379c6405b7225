import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ChapterProgram {
    /// Runs the chapter with its standard output on a pseudo-terminal `columns`
    /// wide, as if a reader ran it in a terminal, and returns what it wrote
    /// there, and its standard error (kept apart, in a file).
    ///
    /// The terminal's output processing is off, so lines end in `\n` as written.
    func runOnTerminal(
        _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 80
    ) throws -> Transcript {
        let terminal = try PseudoTerminal(columns: columns)
        defer { close(terminal.controller) }
        let reader = TerminalReader(terminal.controller)
        var terminalEnvironment = ["TERM": "xterm-256color"]
        terminalEnvironment.merge(environment) { _, new in new }
        let errors = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-stderr-\(UUID().uuidString)")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        let errorFile = try FileHandle(forWritingTo: errors)
        let running = try launch(
            arguments, environment: terminalEnvironment, output: terminal.device,
            error: errorFile.fileDescriptor)
        try? errorFile.close()
        close(terminal.device)
        let status = try running.wait()
        return Transcript(
            standardOutput: reader.finish(),
            standardError: try String(contentsOf: errors, encoding: .utf8), exitCode: status)
    }
}

/// A pseudo-terminal pair: the controller end the test reads, and the device the chapter writes to.
struct PseudoTerminal {
    let controller: Int32
    let device: Int32

    /// Whether this system gives pseudo-terminals at all; the tests that
    /// need one are skipped, with that reason, where it does not.
    static let isAvailable: Bool = {
        guard let terminal = try? PseudoTerminal(columns: 80) else { return false }
        close(terminal.device)
        close(terminal.controller)
        return true
    }()

    /// A pseudo-terminal of `columns` × `rows` whose output processing is
    /// off (lines end in `\n` as written), unless `processesOutput`, as a
    /// real terminal's is on (`\n` becomes `\r\n` on the way).
    init(columns: UInt16, rows: UInt16 = 24, processesOutput: Bool = false) throws {
        guard
            let (controller, name) = ChapterTestPlatform.openPseudoTerminal(
                flags: O_RDWR | O_NOCTTY)
        else { throw ChapterTestError("cannot open a pseudo-terminal (errno \(errno))") }
        self.controller = controller
        device = open(name, O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(controller)
            throw ChapterTestError("cannot open \(name) (errno \(errno))")
        }
        ChapterTestPlatform.setWindowSize(device, columns: columns, rows: rows)
        if !processesOutput { ChapterTestPlatform.turnOffOutputProcessing(device) }
    }
}

/// Reads everything written to a pseudo-terminal, on its own thread, until the writer is gone.
final class TerminalReader: Sendable {
    private let bytes = Mutex<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    init(_ controller: Int32) {
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }  // EIO: every writer has closed the device
                bytes.withLock { $0 += buffer[..<count] }
            }
            done.signal()
        }
    }

    /// What has arrived so far, as text.
    var text: String {
        String(decoding: bytes.withLock { $0 }, as: UTF8.self)
    }

    /// Waits for the end of the output (at most 60 seconds) and returns it as text.
    func finish() -> String {
        _ = done.wait(timeout: .now() + 60)
        return String(decoding: bytes.withLock { $0 }, as: UTF8.self)
    }
}
