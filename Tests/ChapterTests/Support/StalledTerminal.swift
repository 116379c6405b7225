import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal that stops reading: a pseudo-terminal whose output the test
/// reads only until some text appears, then leaves alone, as a paused tmux
/// pane or a stuck `ssh` would. Once its buffer is full, every write the
/// program makes to it waits. Its output processing is on, as a real
/// terminal's is: with it off, as the other tests have it, Linux still let
/// the app's last short writes through, and the stall did not show.
///
/// ```swift
/// let terminal = try StalledTerminal()
/// let running = try ChapterProgram(5).launch(["--app"], environment: [:],
///     input: terminal.device, output: terminal.device)
/// try terminal.waitFor("Popular on 500px", within: .seconds(30))
/// terminal.type("jjjj")   // each key redraws the screen; nobody reads it
/// ```
struct StalledTerminal {
    private let terminal: PseudoTerminal

    /// The program's side, kept open by the test so the terminal's settings
    /// can still be read after the program has ended.
    var device: Int32 { terminal.device }

    init(columns: UInt16 = 100, rows: UInt16 = 30) throws {
        terminal = try PseudoTerminal(columns: columns, rows: rows, processesOutput: true)
    }

    /// Reads the output until it contains `text`, then stops reading; throws,
    /// with what arrived, if `text` does not come within `limit`.
    func waitFor(_ text: String, within limit: Duration) throws {
        let deadline = ContinuousClock.now + limit
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !String(decoding: bytes, as: UTF8.self).contains(text) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                throw ChapterTestError(
                    "waited \(limit) for \"\(text)\"; the terminal showed:\n"
                        + String(decoding: bytes.suffix(2000), as: UTF8.self))
            }
            var ready = pollfd(fd: terminal.controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) == 1 else { continue }
            let count = read(terminal.controller, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw ChapterTestError("the terminal closed before \"\(text)\"")
            }
            bytes += buffer[..<count]
        }
    }

    /// Reads everything the terminal shows from now on, until `ended` says
    /// the program has ended and nothing more arrives for 200 ms, or `limit`.
    func drain(until ended: () -> Bool, within limit: Duration) -> String {
        let deadline = ContinuousClock.now + limit
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ContinuousClock.now < deadline {
            var ready = pollfd(fd: terminal.controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) == 1 else {
                if ended() { break }
                continue
            }
            let count = read(terminal.controller, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Types `text` at the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(terminal.controller, $0.baseAddress, $0.count) }
    }

    /// The terminal's settings now.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(terminal.device, &settings)
        return settings
    }

    /// Closes both sides.
    func closeBoth() {
        close(terminal.device)
        close(terminal.controller)
    }
}
