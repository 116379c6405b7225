import Foundation
import PixelsTerminal
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Each test runs in a child process (an exit test), so its signals and exit
/// status cannot disturb the test runner.
@Suite("Restoring the terminal on every way out")
struct TerminalRestorerTests {
    @Test("a normal exit runs the restore actions, newest first")
    func normalExit() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent])
        {
            TerminalRestorer.install { say("first restored\n") }
            TerminalRestorer.install { say("second restored\n") }
            exit(EXIT_SUCCESS)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("second restored\nfirst restored\n"))
    }

    @Test("exiting after an error runs them too")
    func errorExit() async {
        let result = await #expect(
            processExitsWith: .exitCode(2), observing: [\.standardErrorContent]
        ) {
            TerminalRestorer.install { say("restored\n") }
            say("pixels: photo server failed\n")
            exit(2)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.hasSuffix("pixels: photo server failed\nrestored\n"))
    }

    @Test("SIGINT (Ctrl-C) runs them once, then ends the process as interrupted")
    func interrupt() async {
        let result = await #expect(
            processExitsWith: .signal(SIGINT), observing: [\.standardErrorContent]
        ) {
            TerminalRestorer.install { say("restored\n") }
            kill(getpid(), SIGINT)
            sleep(10)
            say("not interrupted\n")
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output == "restored\n")
    }

    @Test("SIGTERM runs them too")
    func terminate() async {
        let result = await #expect(
            processExitsWith: .signal(SIGTERM), observing: [\.standardErrorContent]
        ) {
            TerminalRestorer.install { say("restored\n") }
            kill(getpid(), SIGTERM)
            sleep(10)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output == "restored\n")
    }

    @Test("restoreNow runs each action once; nothing runs again at exit")
    func restoreNow() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent])
        {
            TerminalRestorer.install { say("restored\n") }
            TerminalRestorer.restoreNow()
            TerminalRestorer.restoreNow()
            say("back in the shell\n")
            exit(EXIT_SUCCESS)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output == "restored\nback in the shell\n")
    }
}

/// Writes to standard error straight away (no buffering), from any thread.
private func say(_ text: String) {
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
