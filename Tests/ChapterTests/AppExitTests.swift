import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The Pixels app, at a keyboard (a pseudo-terminal), leaves the terminal as
/// it found it however it ends: the cursor shown and the shell's screen back
/// after a crash, SIGTERM or SIGHUP; and a crash is still reported, without
/// the backtracer holding the terminal for 30 seconds.
@Suite("The app puts the terminal back on every way out")
struct AppExitTests {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let restored = "\u{1B}[?25h\u{1B}[?1049l"  // show the cursor, leave the full screen

    /// What the app wrote after it last entered the alternate screen.
    static func afterTheApp(_ output: String) -> String {
        output.components(separatedBy: enterAlternateScreen).last ?? ""
    }

    /// Starts `Chapter5 --app` on `terminal`, waits for the gallery, then
    /// types keys that each redraw the screen; nobody reads it, so the
    /// terminal fills and the app's writes stall.
    static func stalled(_ terminal: StalledTerminal, environment: [String: String] = [:]) throws
        -> RunningChapter
    {
        let running = try ChapterProgram(5).launch(
            ["--app"],
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"].merging(environment) {
                $1
            },
            input: terminal.device, output: terminal.device)
        do {
            try terminal.waitFor("Popular on 500px", within: .seconds(30))
        } catch {
            running.process.terminate()
            _ = try? running.wait()
            throw error
        }
        for key in String(repeating: "ljhk", count: 10) {
            terminal.type(String(key))
            usleep(10_000)
        }
        return running
    }

    /// Runs `Chapter5 --app`, waits for the gallery, and sends it `signal`.
    static func signalled(_ signal: Int32) async throws -> Transcript {
        try await onOwnThread {
            // Backtracing is on by default on Linux; named here so the test
            // does not depend on the caller's environment.
            try ChapterProgram(5).runInteractively(
                ["--app"], environment: ["SWIFT_BACKTRACE": "enable=yes"]
            ) { terminal in
                try terminal.waitFor("Popular on 500px")
                terminal.send(signal)
            }
        }
    }

    @Test(
        "a crash shows the cursor and leaves the full screen, is reported, and waits for no key",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"),
        arguments: [SIGSEGV, SIGILL, SIGABRT])
    func crash(signal: Int32) async throws {
        let run = try await Self.signalled(signal)
        #expect(run.endedBySignal && run.exitCode == signal, "ended with \(run.exitCode)")
        let after = Self.afterTheApp(run.standardOutput)
        let restored = after.range(of: Self.restored)
        let report = after.range(of: "Program crashed")
        #expect(restored != nil, "the terminal was left in the app's screen")
        #expect(report != nil, "the crash was not reported")
        if let restored, let report {
            #expect(restored.lowerBound < report.lowerBound, "reported inside the app's screen")
        }
        #expect(!after.contains("(29s)"), "the backtracer waited for a key")
    }

    @Test(
        "a crash while the terminal is slow to read still shows the cursor and leaves the full screen",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func crashOnASlowTerminal() async throws {
        let terminal = try StalledTerminal()
        defer { terminal.closeBoth() }
        let (shown, process) = try await onOwnThread {
            let running = try Self.stalled(terminal, environment: ["SWIFT_BACKTRACE": "enable=yes"])
            kill(running.process.processIdentifier, SIGILL)
            usleep(150_000)  // a busy reader: the terminal is read again 150 ms later
            let shown = terminal.drain(until: { !running.process.isRunning }, within: .seconds(30))
            if running.process.isRunning {
                kill(running.process.processIdentifier, SIGKILL)
            }
            running.process.wait(atMost: .seconds(10))
            return (shown, running.process)
        }
        #expect(process.endedBySignal && process.exitCode == SIGILL, "\(process.exitCode)")
        #expect(
            Self.afterTheApp(shown).contains(Self.restored),
            "the terminal was left in the app's screen")
    }

    @Test(
        "SIGTERM and SIGHUP show the cursor and leave the full screen, then end the app",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"),
        arguments: [SIGTERM, SIGHUP])
    func terminated(signal: Int32) async throws {
        let run = try await Self.signalled(signal)
        #expect(run.endedBySignal && run.exitCode == signal, "ended with \(run.exitCode)")
        #expect(Self.afterTheApp(run.standardOutput).contains(Self.restored))
    }

    @Test(
        "SIGTERM ends the app within 2 s even when its terminal has stopped reading, settings back",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func terminatedOnAStalledTerminal() async throws {
        let terminal = try StalledTerminal()
        defer { terminal.closeBoth() }
        let before = terminal.settings()
        let (ended, took, process) = try await onOwnThread {
            let running = try Self.stalled(terminal)
            let signalled = ContinuousClock.now
            running.process.terminate()
            let ended = running.process.wait(atMost: .seconds(10))
            let took = ContinuousClock.now - signalled
            if !ended {
                kill(running.process.processIdentifier, SIGKILL)
                running.process.wait(atMost: .seconds(10))
            }
            return (ended, took, running.process)
        }
        #expect(ended && took < .seconds(2), "ended \(ended) after \(took)")
        #expect(process.endedBySignal && process.exitCode == SIGTERM, "\(process.exitCode)")
        let after = terminal.settings()
        let cooked = tcflag_t(ICANON | ECHO)
        #expect(before.c_lflag & cooked == cooked)
        #expect(after.c_lflag & cooked == cooked, "the terminal was left in raw mode")
    }

    @Test(
        "on a terminal that says 0×0, with COLUMNS=9223372036854775807, the app draws and quits",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func absurdSize() async throws {
        let run = try await onOwnThread {
            try ChapterProgram(5).runInteractively(
                ["--app"], environment: ["COLUMNS": "9223372036854775807"], columns: 0, rows: 0
            ) { terminal in
                try terminal.waitFor("Popular on 500px")
                terminal.type("q")
            }
        }
        #expect(!run.endedBySignal && run.exitCode == 0, "ended with \(run.exitCode)")
        #expect(Self.afterTheApp(run.standardOutput).contains(Self.restored))
    }
}
