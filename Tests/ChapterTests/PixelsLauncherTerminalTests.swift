import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The launcher where a reader meets it: at a keyboard (input and output on a
/// pseudo-terminal), on a dumb terminal, with `NO_COLOR` set but empty, and
/// piped into `head`.
@Suite("The Pixels app's launcher on a reader's terminal: the Enter prompt, TERM, NO_COLOR, head")
struct PixelsLauncherTerminalTests {
    let chapter = ChapterProgram(5)

    /// The app's switch to the full screen.
    static let alternateScreen = "\u{1B}[?1049h"

    @Test(
        "at the end of Chapter 5 the reader is asked before the app opens; q skips it",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func promptThenQuit() async throws {
        let run = try await onOwnThread { [chapter] in
            let app = try chapter.sectionNumber("The app")
            return try chapter.runInteractively(["--section", "\(app)"]) { terminal in
                try terminal.waitFor("Press Enter to open the app (q to quit)")
                terminal.type("q\n")
            }
        }
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains(Self.alternateScreen), "the app opened after q")
        #expect(!run.standardOutput.contains("Frame 1"), "the tour ran on a terminal")
    }

    @Test(
        "Enter at the prompt opens the app, and q in the app returns to the chapter",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func promptThenOpen() async throws {
        let run = try await onOwnThread { [chapter] in
            let app = try chapter.sectionNumber("The app")
            return try chapter.runInteractively(["--section", "\(app)"]) { terminal in
                let before = try terminal.waitFor("Press Enter to open the app (q to quit)")
                guard !before.contains(Self.alternateScreen) else {
                    throw ChapterTestError("the app opened before the reader pressed Enter")
                }
                terminal.type("\n")
                try terminal.waitFor("Popular on 500px")
                terminal.type("q")
            }
        }
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(Self.alternateScreen))
        #expect(run.standardOutput.contains("\u{1B}[?1049l"), "the full screen was not left")
    }

    @Test(
        "Chapter 6 asks too before its app opens",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func chapter6Prompt() async throws {
        let run = try await onOwnThread {
            let chapter6 = ChapterProgram(6)
            let app = try chapter6.sectionNumber("The MVVM app")
            return try chapter6.runInteractively(["--section", "\(app)"]) { terminal in
                try terminal.waitFor("Press Enter to open the app (q to quit)")
                terminal.type("q\n")
            }
        }
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains(Self.alternateScreen))
    }

    @Test("off a terminal there is no prompt: the tour runs as before")
    func noPromptOffATerminal() async throws {
        let app = try await onOwnThread { [chapter] in try chapter.sectionNumber("The app") }
        let run = try await chapter.runAwaiting(["--plain", "--section", "\(app)"])
        #expect(run.exitCode == 0)
        #expect(!run.standardOutput.contains("Press Enter"))
        #expect(run.standardOutput.contains("Frame 1, at the start:"))
    }

    @Test(
        "on a dumb terminal --app says it cannot draw the app and prints the tour as plain text",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func dumbTerminal() async throws {
        let run = try await onOwnThread { [chapter] in
            try chapter.runInteractively(["--app"], environment: ["TERM": "dumb"]) { _ in }
        }
        #expect(run.exitCode == 0)
        #expect(
            run.standardError
                == "Chapter5: TERM=dumb cannot show the full-screen app; here is its tour as text\n"
        )
        #expect(!run.standardOutput.contains("\u{1B}"), "cursor codes on a dumb terminal")
        #expect(run.standardOutput.contains("── 1. start "))
    }

    @Test(
        "NO_COLOR set but empty leaves colour on, as its convention says",
        .enabled(if: PseudoTerminal.isAvailable, "this system gives no pseudo-terminal"))
    func emptyNoColor() async throws {
        let run = try await chapter.runOnTerminalAwaiting(
            ["--app", "--script", "quit"], environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("\u{1B}[38;2;"), "no colour with NO_COLOR empty")
    }

    @Test("Chapter5 | head -1 stops the chapter, as it stops the others: SIGPIPE is left alone")
    func pipedIntoHead() async throws {
        let output = Pipe()
        ChapterTestPlatform.shrinkPipe(output.fileHandleForWriting.fileDescriptor)
        let running = try chapter.launch(
            ["--plain"], environment: [:], output: output.fileHandleForWriting.fileDescriptor)
        try? output.fileHandleForWriting.close()
        // Read, as head would, until the chapter has started its first photo
        // server (the answer it prints comes from it); then stop reading.
        let reader = output.fileHandleForReading
        let seen = try await onOwnThread {
            try Self.readOutput(reader.fileDescriptor, until: "first subscriber: 14 photos")
        }
        try reader.close()
        let status = try await onOwnThread { try running.wait() }
        #expect(seen, "the chapter never printed its first listing")
        #expect(running.process.endedBySignal)
        #expect(status == SIGPIPE, "the chapter went on after its reader left (status \(status))")
    }

    /// Reads `descriptor` until its text contains `marker` (at most 60 s): whether it did.
    private static func readOutput(_ descriptor: Int32, until marker: String) throws -> Bool {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + .seconds(60)
        while !text.contains(marker), ContinuousClock.now < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 else { return false }
            guard ready.revents != 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return false }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text.contains(marker)
    }
}
