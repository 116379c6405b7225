import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension StopCycle {
    /// A cycle's program, started, and what it writes to: a pipe for the
    /// server, a pseudo-terminal for the app, nothing for the chapter. A
    /// thread reads the output (until told to stall) so the program never
    /// waits on it unless the cycle says so.
    final class Started: Sendable {
        let process: ChildProcess
        private let output: Int32
        /// The app's terminal device, kept open so its settings can be read at the end.
        private let device: Int32?
        private let state = Mutex(Reading())

        private struct Reading {
            var bytes: [UInt8] = []
            var stalled = false
            var finished = false
        }

        init(_ cycle: StopCycle) throws {
            let chapter = ChapterProgram(5)
            switch cycle.program {
            case .serve:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw ChapterTestError("no pipe (errno \(errno))") }
                defer { close(ends[1]) }
                process = try chapter.launch(["--serve"], environment: [:], output: ends[1]).process
                output = ends[0]
                device = nil
            case .app:
                let terminal = try PseudoTerminal(columns: 100, rows: 30, processesOutput: true)
                let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
                do {
                    process = try chapter.launch(
                        ["--app"], environment: environment, input: terminal.device,
                        output: terminal.device
                    ).process
                } catch {
                    close(terminal.device)
                    close(terminal.controller)
                    throw error
                }
                output = terminal.controller
                device = terminal.device
            case .chapter:
                process = try chapter.launch(["--plain"], environment: [:]).process
                output = -1
                device = nil
            }
            if output >= 0 { startReading() }
        }

        /// Waits (at most 30 s) until the program is ready: the server has
        /// said where it is, then its clients start; the gallery is on show,
        /// then a few keys are typed and the terminal may stall.
        func waitUntilReady(_ cycle: StopCycle) throws {
            let sign = cycle.program == .serve ? "press Ctrl-C" : "Popular on 500px"
            let deadline = ContinuousClock.now + .seconds(30)
            while !text.contains(sign) {
                guard process.isRunning, ContinuousClock.now < deadline else {
                    throw ChapterTestError("\(cycle): never ready; it wrote:\n\(text.suffix(500))")
                }
                Thread.sleep(forTimeInterval: 0.005)
            }
            if cycle.program == .serve, let port = text.firstMatch(of: /127\.0\.0\.1:([0-9]+)/) {
                for (client, delay) in cycle.clients {
                    client.start(port: UInt16(port.1) ?? 0, after: delay)
                }
            }
            if cycle.program == .app {
                state.withLock { $0.stalled = cycle.stalls }
                let keys = Array("ljhk".utf8)
                _ = keys.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            }
        }

        /// The app's terminal settings now; nil for a program without one.
        func terminalSettings() -> termios? {
            guard let device else { return nil }
            var settings = termios()
            return tcgetattr(device, &settings) == 0 ? settings : nil
        }

        /// Stops reading and closes what the test holds. Call once the program has ended.
        func release() {
            state.withLock { $0.finished = true }
            if let device { close(device) }
        }

        private var text: String {
            String(decoding: state.withLock { $0.bytes }, as: UTF8.self)
        }

        /// Reads the output on a thread of its own until `release()`, except
        /// while stalled; then closes it.
        private func startReading() {
            let output = output
            let thread = Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let (stalled, finished) = state.withLock { ($0.stalled, $0.finished) }
                    if finished { break }
                    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                    guard !stalled, poll(&ready, 1, 50) == 1 else {
                        if stalled { Thread.sleep(forTimeInterval: 0.05) }
                        continue
                    }
                    let count = read(output, &buffer, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        // The end of the pipe, or every writer gone from the
                        // terminal: wait for release() before closing.
                        Thread.sleep(forTimeInterval: 0.05)
                        continue
                    }
                    state.withLock { $0.bytes += buffer[..<count] }
                }
                close(output)
            }
            thread.name = "stress-output"
            thread.start()
        }
    }
}
