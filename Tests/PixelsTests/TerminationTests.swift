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

/// A termination signal ends the process whatever its threads are doing.
/// Each test runs in a child process (an exit test) that waits five seconds
/// after the signal and then returns normally: exit status 0 means the
/// signal was lost, the signal's status means it ended the process.
@Suite("SIGINT, SIGTERM and SIGHUP always end the process")
struct TerminationTests {
    @Test(
        "an orderly stop that never finishes is cut off at the deadline, with the signal's status")
    func stuckRestore() async {
        let result = await #expect(
            processExitsWith: .signal(SIGTERM), observing: [\.standardErrorContent]
        ) {
            TerminalRestorer.install {
                say("restoring\n")
                while true { sleep(60) }  // a terminal that never takes the bytes
            }
            kill(getpid(), SIGTERM)
            sleep(5)
            say("still running\n")
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output == "restoring\n")
    }

    @Test("a second signal during the first one's stop does not put the deadline off")
    func secondSignal() async {
        await #expect(processExitsWith: .signal(SIGTERM)) {
            TerminalRestorer.install {
                while true { sleep(60) }
            }
            kill(getpid(), SIGTERM)
            usleep(500_000)
            kill(getpid(), SIGINT)
            kill(getpid(), SIGHUP)
            sleep(5)
        }
    }

    @Test("with no descriptor left for the signal pipe, SIGTERM still ends the process at once")
    func noDescriptorsLeft() async {
        await #expect(processExitsWith: .signal(SIGTERM)) {
            _ = TestPlatform.setOpenFileLimit(soft: min(TestPlatform.openFileLimit().soft, 256))
            while open("/dev/null", O_RDONLY) >= 0 {}
            TerminalRestorer.install { say("restored\n") }
            kill(getpid(), SIGTERM)
            sleep(5)
        }
    }
}

/// Writes to standard error straight away (no buffering), from any thread.
private func say(_ text: String) {
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
