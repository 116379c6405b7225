import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A tmux server of the test's own, with one detached session running a shell.
///
/// The server runs in the foreground (`tmux -D`) as the test's child, with
/// its socket in a directory of its own, and each command is a short-lived
/// client. (A server that daemonizes itself would outlive the test.)
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
    private let server: ChildProcess

    /// Starts the server, then a session `columns` × `rows` running `sh`.
    init(columns: Int, rows: Int) throws {
        guard let executable = Self.executable else { throw ChapterTestError("no tmux") }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        server = try ChildProcess(
            executable, ["-D", "-L", "test", "-f", "/dev/null"],
            environment: Self.environment(directory))
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
    private static func environment(_ directory: URL) -> [String: String?] {
        ["TMUX": nil, "NO_COLOR": nil, "TMUX_TMPDIR": directory.path]
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
        if !server.wait(atMost: .seconds(5)) {
            kill(server.processIdentifier, SIGKILL)
            server.wait(atMost: .seconds(5))
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
        let output = try FileHandle(forWritingTo: file)
        let process = try ChildProcess(
            executable, ["-L", "test"] + arguments, environment: Self.environment(directory),
            output: output.fileDescriptor)
        try? output.close()
        guard process.wait(atMost: .seconds(10)) else {
            process.terminate()
            throw ChapterTestError("tmux \(arguments.joined(separator: " ")) did not finish")
        }
        guard process.exitCode == 0 else {
            throw ChapterTestError("tmux \(arguments.first ?? "") failed")
        }
        return try String(contentsOf: file, encoding: .utf8)
    }
}
