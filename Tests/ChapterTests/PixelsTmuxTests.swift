import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
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
        let tmux = try await onOwnThread { try Tmux(columns: 100, rows: 30) }
        do {
            try await Self.endToEnd(tmux)
        } catch {
            _ = try? await onOwnThread { tmux.stop() }
            throw error
        }
        _ = try? await onOwnThread { tmux.stop() }
    }

    /// The whole run. Each wait on tmux runs on a thread of its own (see
    /// `Tmux.shown`); every expectation is checked here, on the test's task,
    /// so a failure is reported against this test.
    private static func endToEnd(_ tmux: Tmux) async throws {
        let app = ChapterProgram(5).executable.path
        try await tmux.send { try $0.type("'\(app)' --app --lang en; echo \"app exited with $?\"") }
        try await tmux.send { try $0.press("Enter") }

        // The titles come with the listing, the half blocks with each
        // thumbnail: wait for both, with no cell still loading.
        var screen = try await tmux.shown("the gallery, every thumbnail drawn") {
            $0.contains("Popular on 500px") && $0.contains(">Astronaut Eile…")
                && $0.contains("Brick Wall") && $0.contains("▀") && !$0.contains("loading…")
        }
        #expect(screen.contains("←↑↓→ select · Enter open"))

        try await tmux.send { try $0.press("Right", "Enter") }
        screen = try await tmux.shown("the full-size pager on photo 2") {
            $0.contains("‹ Chelsea the Cat ›") && $0.contains("2 of 14") && !$0.contains("Loading")
        }
        try await tmux.send { try $0.press("Right") }
        screen = try await tmux.shown("the pager paged to photo 3") {
            $0.contains("‹ Cup of Coffee ›") && $0.contains("3 of 14") && !$0.contains("Loading")
        }

        try await tmux.send { try $0.press("Enter") }
        screen = try await tmux.shown("the photo's details") {
            $0.contains("Photographer  Rachel Michetti") && $0.contains("[ Vote ]")
        }
        try await tmux.send { try $0.press("Enter") }
        screen = try await tmux.shown("the login form") {
            $0.contains("Log in to vote") && $0.contains("Username") && $0.contains("(fill in both")
        }
        try await tmux.send { tmux in
            try tmux.type("demo")
            try tmux.press("Tab")
            try tmux.type("demo")
            try tmux.press("Enter")
        }
        screen = try await tmux.shown("the vote, after the login") { $0.contains("[ Voted For! ]") }

        try await tmux.send { try $0.type("?") }
        screen = try await tmux.shown("the help overlay") {
            $0.contains("Keys on the photo's details") && $0.contains("q       quit")
        }
        #expect(screen.contains("Ctrl-C  quit at once"))
        try await tmux.send { try $0.press("Escape") }
        screen = try await tmux.shown("the help overlay gone") { !$0.contains("Keys on") }

        try await tmux.send { try $0.resize(columns: 60, rows: 20) }
        screen = try await tmux.shown("the details laid out again at 60 × 20") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 20 && lines[19].hasPrefix(" Enter vote · Esc back")
        }

        try await tmux.send { try $0.press("Escape") }
        try await tmux.shown("the pager again, at 60 × 20") { $0.contains("‹ Cup of Coffee ›") }
        try await tmux.send { try $0.press("Escape") }
        screen = try await tmux.shown("the gallery again, photo 3 selected") {
            $0.contains("Popular on 500px") && $0.contains(">Cup of Coffee")
        }

        try await tmux.send { try $0.type("q") }
        screen = try await tmux.shown("the shell, after q") { $0.contains("app exited with 0") }
        try await expectSaneTerminal(tmux, after: "q")

        // Ctrl-C is the other way out: the app ends as interrupted (130), the terminal restored.
        try await tmux.send { tmux in
            try tmux.type("'\(app)' --app --lang en")
            try tmux.press("Enter")
        }
        try await tmux.shown("the gallery, a second time") { $0.contains(">Astronaut Eile…") }
        try await tmux.send { try $0.press("C-c") }
        try await tmux.shown("the shell, after Ctrl-C") { !$0.contains("Popular on 500px") }
        try await tmux.send { tmux in
            try tmux.type("echo \"status $?\"")
            try tmux.press("Enter")
        }
        // Typed while the app was still exiting, the command may be echoed before
        // the prompt, and its output then lands on the prompt's line: "$ status 130".
        try await tmux.shown("the app's exit status") { hasOutputLine("status 130", in: $0) }
        try await expectSaneTerminal(tmux, after: "Ctrl-C")
    }

    /// Checks with `stty -a` that canonical input and echo are back on.
    private static func expectSaneTerminal(_ tmux: Tmux, after way: String) async throws {
        try await tmux.send { tmux in
            try tmux.type("clear; stty -a; echo stty-done")
            try tmux.press("Enter")
        }
        let screen = try await tmux.shown("stty's settings after \(way)") {
            hasOutputLine("stty-done", in: $0)
        }
        let settings = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(settings.contains("icanon"), "canonical input is not back on after \(way)")
        #expect(settings.contains("echo"), "echo is not back on after \(way)")
        #expect(!settings.contains("-icanon") && !settings.contains("-echo"), "after \(way)")
    }
}

extension Tmux {
    /// Waits, on a thread of its own, until the screen shows `what` (see
    /// `waitFor`), and returns it to the test's task.
    @discardableResult
    func shown(_ what: String, _ isShown: @escaping @Sendable (String) -> Bool) async throws
        -> String
    {
        try await onOwnThread { try self.waitFor(what, isShown) }
    }

    /// Runs tmux commands (keys, a resize) on a thread of their own.
    func send(_ commands: @escaping @Sendable (Tmux) throws -> Void) async throws {
        try await onOwnThread { try commands(self) }
    }
}

/// Whether a line of `screen` ends with `output` and is not the command that prints it.
private func hasOutputLine(_ output: String, in screen: String) -> Bool {
    screen.split(separator: "\n").contains { line in
        line.trimmingCharacters(in: .whitespaces).hasSuffix(output) && !line.contains("echo")
    }
}
