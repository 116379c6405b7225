import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension ChapterProgram {
    /// Runs the chapter with its standard output on a pseudo-terminal `columns`
    /// wide, as if a reader ran it in a terminal, and returns what it wrote there.
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
        let running = try launch(arguments, environment: terminalEnvironment) { process in
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle(
                fileDescriptor: terminal.device, closeOnDealloc: false)
            process.standardError = FileHandle.nullDevice
        }
        close(terminal.device)
        let status = try running.wait()
        return Transcript(standardOutput: reader.finish(), standardError: "", exitCode: status)
    }
}

/// A pseudo-terminal pair: the controller end the test reads, and the device the chapter writes to.
private struct PseudoTerminal {
    let controller: Int32
    let device: Int32

    init(columns: UInt16) throws {
        controller = try C.posixOpenpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, try C.grantpt(controller) == 0, try C.unlockpt(controller) == 0
        else {
            throw ChapterTestError("cannot open a pseudo-terminal (errno \(errno))")
        }
        var path = [CChar](repeating: 0, count: 128)
        guard try C.ptsnameR(controller, &path, path.count) == 0 else {
            throw ChapterTestError("cannot name the pseudo-terminal (errno \(errno))")
        }
        let name = String(
            decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        device = open(name, O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            throw ChapterTestError("cannot open \(name) (errno \(errno))")
        }
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(device, UInt(TIOCSWINSZ), &size)
        var settings = termios()
        tcgetattr(device, &settings)
        settings.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(device, TCSANOW, &settings)
    }
}

/// The C library's pseudo-terminal calls, which the Glibc module does not import
/// (they need `_XOPEN_SOURCE`), looked up by name at run time.
private enum C {
    static var posixOpenpt: @convention(c) (Int32) -> Int32 {
        get throws { try function("posix_openpt") }
    }
    static var grantpt: @convention(c) (Int32) -> Int32 {
        get throws { try function("grantpt") }
    }
    static var unlockpt: @convention(c) (Int32) -> Int32 {
        get throws { try function("unlockpt") }
    }
    static var ptsnameR: @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32 {
        get throws { try function("ptsname_r") }
    }

    private static func function<Function>(_ name: String) throws -> Function {
        guard let symbol = dlsym(nil, name) else {
            throw ChapterTestError("the C library has no \(name)")
        }
        return unsafeBitCast(symbol, to: Function.self)
    }
}

/// Reads everything written to a pseudo-terminal, on its own thread, until the writer is gone.
private final class TerminalReader: Sendable {
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

    /// Waits for the end of the output (at most 60 seconds) and returns it as text.
    func finish() -> String {
        _ = done.wait(timeout: .now() + 60)
        return String(decoding: bytes.withLock { $0 }, as: UTF8.self)
    }
}
