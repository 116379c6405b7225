import Foundation
import Synchronization
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The Pixels app's launcher (`PixelsApp` in PixelsTerminal), run as a reader
/// would: `swift run Chapter5 --app …`.
@Suite("The Pixels app's launcher: Chapter5 --app, --script, --api and --serve")
struct PixelsLauncherTests {
    let chapter = ChapterProgram(5)

    /// A tour through every screen and back, with a step of each kind.
    static let fullTour =
        "open 2, next, prev, next, detail, vote, login demo demo, back, back, quit"

    @Test("--script prints a frame after each step, the same on every run as the golden file")
    func scriptedTourMatchesGolden() async throws {
        let run = try await chapter.runAwaiting(["--app", "--script", Self.fullTour])
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        try Golden.check(run.standardOutput, against: "Chapter5-tour")
    }

    @Test("--app off a terminal takes the default tour: open, page, details, vote, log in, back")
    func defaultTour() async throws {
        let run = try await chapter.runAwaiting(["--app"])
        #expect(run.exitCode == 0)
        let headings = run.standardOutput.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^── [0-9]+\. (.+) ─+$/).map { String($0.1) }
        }
        #expect(
            headings == [
                "start", "open 1", "next", "detail", "vote", "login demo ****", "back", "back",
            ])
        #expect(run.standardOutput.contains("   [ Voted For! ]\n"))
        #expect(run.standardOutput.contains(" >Chelsea the Cat "), "back on photo 2, not 1")
    }

    @Test("off a terminal the frames are plain text: no escape codes, even without --plain")
    func plainOffATerminal() async throws {
        let run = try await chapter.runAwaiting(["--app", "--script", "open 1, quit"])
        #expect(run.exitCode == 0)
        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(run.standardOutput.contains("Popular on 500px"))
    }

    @Test("on a colour terminal the frames are in colour; --plain and NO_COLOR turn it off")
    func colourOnATerminal() async throws {
        let truecolor = ["COLORTERM": "truecolor"]
        let coloured = try await chapter.runOnTerminalAwaiting(
            ["--app", "--script", "quit"], environment: truecolor)
        #expect(coloured.exitCode == 0)
        #expect(coloured.standardOutput.contains("\u{1B}[38;2;"), "no truecolor half blocks")
        #expect(coloured.standardOutput.contains("▀"))
        for (arguments, environment) in [
            (["--app", "--plain", "--script", "quit"], truecolor),
            (["--app", "--script", "quit"], truecolor.merging(["NO_COLOR": "1"]) { $1 }),
        ] {
            let plain = try await chapter.runOnTerminalAwaiting(arguments, environment: environment)
            #expect(plain.exitCode == 0)
            #expect(!plain.standardOutput.contains("\u{1B}"), "\(arguments) \(environment)")
            #expect(plain.standardOutput.contains("Popular on 500px"))
        }
    }

    @Test(
        "a script it cannot read is one line on stderr naming the step, and exit code 2",
        arguments: [
            ("open 2, fly, quit", "unknown step 'fly'"), ("open", "'open'"),
            ("open 0", "'open 0'"), ("open two", "'open two'"), ("next now", "'next now'"),
            ("login demo", "'login demo'"), ("wait", "'wait'"), ("wait -5", "'wait -5'"),
            ("wait 99999", "'wait 99999'"), ("open 1,, quit", "step 2 is empty"),
            ("", "the script is empty"),
        ])
    func unreadableScript(script: String, named: String) async throws {
        let run = try await chapter.runAwaiting(["--app", "--script", script])
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Chapter5: --script: "))
        #expect(run.standardError.contains(named))
        #expect(run.standardError.hasSuffix("\n"))
        #expect(!run.standardError.dropLast().contains("\n"), "more than one line")
    }

    @Test("a step the screen on show cannot take is one line after the frames so far, exit code 1")
    func stepOnTheWrongScreen() async throws {
        let vote = try await chapter.runAwaiting(["--app", "--script", "vote"])
        #expect(vote.exitCode == 1)
        #expect(
            vote.standardError
                == "Chapter5: step 1 (vote) needs the photo's details, but the gallery is on show\n"
        )
        #expect(vote.standardOutput.hasPrefix("── 1. start "))
        let back = try await chapter.runAwaiting(["--app", "--script", "open 1, back, back"])
        #expect(back.exitCode == 1)
        #expect(back.standardError.hasPrefix("Chapter5: step 3 (back): the gallery is the first"))
    }

    @Test(
        "a command line the app cannot follow is one line on stderr and exit code 2",
        arguments: [
            ["--app", "--bogus"], ["--app", "stray"], ["--api"], ["--api", "ftp://example.com"],
            ["--api", "not a url"], ["--script"], ["--serve", "abc"], ["--serve", "70000"],
            ["--serve", "0"], ["--serve", "--api", "http://127.0.0.1:1"],
            ["--serve", "--script", "quit"], ["--serve", "--app"], ["--app", "--serve", "8080"],
        ])
    func badCommandLine(arguments: [String]) async throws {
        let run = try await chapter.runAwaiting(arguments)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Chapter5: "))
        #expect(run.standardError.hasSuffix("\n"))
        #expect(!run.standardError.dropLast().contains("\n"), "more than one line")
    }

    @Test("--api at a port where nothing listens is one line, exit code 1, never a crash")
    func refusedConnection() async throws {
        let run = try await chapter.runAwaiting([
            "--app", "--api", "http://127.0.0.1:1", "--script", "quit",
        ])
        #expect(run.exitCode == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.hasPrefix(
                "Chapter5: the photo API at http://127.0.0.1:1 did not answer: connection refused"))
        #expect(!run.standardError.dropLast().contains("\n"))
    }

    @Test("under --lang zh a refused connection is one Chinese line, exit code 1")
    func refusedConnectionInChinese() async throws {
        let run = try await chapter.runAwaiting([
            "--app", "--api", "http://127.0.0.1:1", "--script", "quit", "--lang", "zh",
        ])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("Chapter5: http://127.0.0.1:1 处的照片 API 没有应答："))
        #expect(run.standardError.contains("拒绝了连接（服务器在运行吗？）"))
        #expect(!run.standardError.dropLast().contains("\n"))
    }

    @Test("a zh locale gives the tour's captions, screens and errors in Chinese")
    func tourInChinese() async throws {
        let locale = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"]
        let run = try await chapter.runAwaiting(
            ["--app", "--script", "open 1, quit"], environment: locale)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasPrefix("── 1. 开始 ─"))
        #expect(run.standardOutput.contains("500px 热门照片"))
        #expect(run.standardOutput.contains("Enter 打开 · r 重新加载 · ? 按键 · q 退出"))
        let back = try await chapter.runAwaiting(
            ["--app", "--script", "back"], environment: locale)
        #expect(back.exitCode == 1)
        #expect(back.standardError == "Chapter5: 第 1 步（back）：画廊是第一个界面，没有可以返回的地方\n")
        let bad = try await chapter.runAwaiting(["--app", "--script", "fly", "--lang", "zh"])
        #expect(bad.exitCode == 2)
        #expect(bad.standardError.hasPrefix("Chapter5: --script：未知的步骤 fly（可用的步骤："))
    }

    @Test("--serve runs the photo API until SIGTERM stops it, and --api points the app at it")
    func serveAndPointTheAppAtIt() async throws {
        let output = Pipe()
        let server = try chapter.launch(
            ["--serve"], environment: [:], output: output.fileHandleForWriting.fileDescriptor)
        try? output.fileHandleForWriting.close()
        let stopped = Mutex(false)
        defer {
            // Only if a check below failed first: the server must not outlive the test.
            if !stopped.withLock({ $0 }) { kill(server.process.processIdentifier, SIGKILL) }
        }
        let reader = OutputReader(output.fileHandleForReading)
        let greeting = try await onOwnThread {
            reader.output(containing: "\n", within: .seconds(30))
        }
        let firstLine = try #require(
            greeting.split(separator: "\n").first.map(String.init), "--serve printed nothing")
        let url = try #require(
            firstLine.firstMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+/).map { String($0.0) })
        #expect(firstLine == "The photo API is at \(url); press Ctrl-C to stop it.")
        let app = try await chapter.runAwaiting([
            "--app", "--api", url, "--script", "open 1, detail, quit",
        ])
        #expect(app.exitCode == 0, "\(app.standardError)")
        #expect(app.standardOutput.contains("   Photographer  NASA\n"))
        #expect(server.process.isRunning, "--serve stopped by itself")
        server.process.terminate()  // as Ctrl-C would: the server stops, and says so
        let status = try await onOwnThread { try server.wait() }
        stopped.withLock { $0 = true }
        #expect(status == 0)
        let everything = try await onOwnThread {
            reader.output(containing: "has stopped", within: .seconds(10))
        }
        #expect(everything.hasSuffix("\nThe photo API has stopped.\n"))
    }
}
