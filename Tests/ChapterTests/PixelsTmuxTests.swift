import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Pixels app on a real terminal: tmux runs it in a detached session,
/// the test presses keys with `send-keys` and reads the screen with
/// `capture-pane`. CI installs tmux (see `.ci/run`); elsewhere the test is
/// skipped only when tmux is not installed at all.
@Suite("The Pixels app on a terminal, under tmux")
struct PixelsTmuxTests {
    @Test(
        "gallery, pager, details, login, help and resize appear; q and Ctrl-C leave a sane terminal",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"))
    func endToEnd() async throws {
        try await onOwnThread { try Self.endToEnd() }
    }

    /// The whole run, which waits on tmux and the screen: on a thread of its own.
    private static func endToEnd() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.stop() }
        let app = ChapterProgram(5).executable.path
        try tmux.type("'\(app)' --app; echo \"app exited with $?\"")
        try tmux.press("Enter")

        // The thumbnails arrive after the captions: wait for their half blocks.
        var screen = try tmux.waitFor("the gallery, its thumbnails drawn in half blocks") {
            $0.contains("Popular on 500px") && $0.contains(">Astronaut Eile…")
                && $0.contains("Brick Wall") && $0.contains("▀")
        }
        #expect(screen.contains("←↑↓→ select · Enter open"))

        try tmux.press("Right", "Enter")
        screen = try tmux.waitFor("the full-size pager on photo 2") {
            $0.contains("‹ Chelsea the Cat ›") && $0.contains("2 of 14") && !$0.contains("Loading")
        }
        try tmux.press("Right")
        screen = try tmux.waitFor("the pager paged to photo 3") {
            $0.contains("‹ Cup of Coffee ›") && $0.contains("3 of 14") && !$0.contains("Loading")
        }

        try tmux.press("Enter")
        screen = try tmux.waitFor("the photo's details") {
            $0.contains("Photographer  Rachel Michetti") && $0.contains("[ Vote ]")
        }
        try tmux.press("Enter")
        screen = try tmux.waitFor("the login form") {
            $0.contains("Log in to vote") && $0.contains("Username") && $0.contains("(fill in both")
        }
        try tmux.type("demo")
        try tmux.press("Tab")
        try tmux.type("demo")
        try tmux.press("Enter")
        screen = try tmux.waitFor("the vote, after the login") { $0.contains("[ Voted For! ]") }

        try tmux.type("?")
        screen = try tmux.waitFor("the help overlay") {
            $0.contains("Keys on the photo's details") && $0.contains("q       quit")
        }
        try tmux.press("Escape")
        screen = try tmux.waitFor("the help overlay gone") { !$0.contains("Keys on") }

        try tmux.resize(columns: 60, rows: 20)
        screen = try tmux.waitFor("the details laid out again at 60 × 20") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 20 && lines[19].hasPrefix(" Enter vote · Esc back")
        }

        try tmux.press("Escape")
        try tmux.waitFor("the pager again, at 60 × 20") { $0.contains("‹ Cup of Coffee ›") }
        try tmux.press("Escape")
        screen = try tmux.waitFor("the gallery again, photo 3 selected") {
            $0.contains("Popular on 500px") && $0.contains(">Cup of Coffee")
        }

        try tmux.type("q")
        screen = try tmux.waitFor("the shell, after q") { $0.contains("app exited with 0") }
        try expectSaneTerminal(tmux, after: "q")

        // Ctrl-C is the other way out: the app ends as interrupted (130), the terminal restored.
        try tmux.type("'\(app)' --app")
        try tmux.press("Enter")
        try tmux.waitFor("the gallery, a second time") { $0.contains(">Astronaut Eile…") }
        try tmux.press("C-c")
        try tmux.waitFor("the shell, after Ctrl-C") { !$0.contains("Popular on 500px") }
        try tmux.type("echo \"status $?\"")
        try tmux.press("Enter")
        // Typed while the app was still exiting, the command may be echoed before
        // the prompt, and its output then lands on the prompt's line: "$ status 130".
        try tmux.waitFor("the app's exit status") { hasOutputLine("status 130", in: $0) }
        try expectSaneTerminal(tmux, after: "Ctrl-C")
    }

    /// Checks with `stty -a` that canonical input and echo are back on.
    private static func expectSaneTerminal(_ tmux: Tmux, after way: String) throws {
        try tmux.type("clear; stty -a; echo stty-done")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("stty's settings after \(way)") {
            hasOutputLine("stty-done", in: $0)
        }
        let settings = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(settings.contains("icanon"), "canonical input is not back on after \(way)")
        #expect(settings.contains("echo"), "echo is not back on after \(way)")
        #expect(!settings.contains("-icanon") && !settings.contains("-echo"), "after \(way)")
    }
}

/// Whether a line of `screen` ends with `output` and is not the command that prints it.
private func hasOutputLine(_ output: String, in screen: String) -> Bool {
    screen.split(separator: "\n").contains { line in
        line.trimmingCharacters(in: .whitespaces).hasSuffix(output) && !line.contains("echo")
    }
}

/// A tmux server of the test's own, with one detached session running a shell.
///
/// The server runs in the foreground (`tmux -D`) as the test's child, with
/// its socket in a directory of its own, and each command is a short-lived
/// client. (A server that daemonizes itself keeps the pipe Foundation's
/// `Process` watches for its child's exit, so the first command would never
/// seem to finish.)
final class Tmux: Sendable {
    /// Whether a `tmux` is on the `PATH`.
    static let isInstalled = executable != nil

    /// Where `tmux` is, if anywhere on the `PATH`.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Where the server's socket lives.
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("pixels-tmux-\(UUID().uuidString.prefix(8))")
    private let server = Process()
    private let exited = DispatchSemaphore(value: 0)

    /// Starts the server, then a session `columns` × `rows` running `sh`.
    init(columns: Int, rows: Int) throws {
        guard let executable = Self.executable else { throw ChapterTestError("no tmux") }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        server.executableURL = URL(fileURLWithPath: executable)
        server.arguments = ["-D", "-L", "test", "-f", "/dev/null"]
        server.environment = environment
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        server.terminationHandler = { [exited] _ in exited.signal() }
        try server.run()
        let socket = directory.appendingPathComponent("tmux-\(getuid())/test").path
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: socket) {
            guard ContinuousClock.now < deadline else {
                throw ChapterTestError("the tmux server did not start")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        try run(
            "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "app",
            "env COLORTERM=truecolor PS1='$ ' sh")
    }

    /// The test's environment, with the server's socket directory, outside
    /// any tmux, and without `NO_COLOR` (which the test runner may set), so
    /// that the app draws in colour.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["NO_COLOR"] = nil
        environment["TMUX_TMPDIR"] = directory.path
        return environment
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try run("send-keys", "-t", "app", "-l", text)
    }

    /// Presses keys by tmux's names: `Enter`, `Escape`, `Right`, `Tab`.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "app"] + keys)
    }

    /// Resizes the window, as dragging the terminal's corner would.
    func resize(columns: Int, rows: Int) throws {
        try run("resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)")
    }

    /// What the pane shows now, line by line.
    func screen() throws -> String {
        try run("capture-pane", "-t", "app", "-p")
    }

    /// Reads the screen every 100 ms until `isShown` holds, and returns it;
    /// throws, with the last screen, after 20 seconds.
    @discardableResult
    func waitFor(_ what: String, _ isShown: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + .seconds(20)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if isShown(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let screen = last.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "| " + $0 }.joined(separator: "\n")
        throw ChapterTestError("waited 20 s for \(what); the screen was:\n\(screen)")
    }

    /// Ends the session and the server (killing it if it will not go), and
    /// removes its socket directory.
    func stop() {
        _ = try? run("kill-server")
        if exited.wait(timeout: .now() + 5) == .timedOut {
            kill(server.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 5)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command on this server; its output, or an error after 10 seconds.
    @discardableResult
    private func run(_ arguments: String...) throws -> String {
        try run(arguments)
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw ChapterTestError("no tmux") }
        let file = directory.appendingPathComponent("output-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-L", "test"] + arguments
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: file)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        guard finished.wait(timeout: .now() + 10) == .success else {
            process.terminate()
            throw ChapterTestError("tmux \(arguments.joined(separator: " ")) did not finish")
        }
        guard process.terminationStatus == 0 else {
            throw ChapterTestError("tmux \(arguments.first ?? "") failed")
        }
        return try String(contentsOf: file, encoding: .utf8)
    }
}
