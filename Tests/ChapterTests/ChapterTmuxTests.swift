import Foundation
import Testing

/// What a reader sees on a real terminal, under tmux.
@Suite("A chapter in a terminal, under tmux")
struct ChapterTmuxTests {
    @Test(
        "on a 100×35 pane, Chapter 3 waits at the pager with its first section on show",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: lessIsInstalled, "less, the default pager, is not installed"))
    func firstSectionStays() async throws {
        try await onOwnThread { try Self.firstSectionStays() }
    }

    /// Starts the built Chapter3 in the pane and reads the screen; on a thread
    /// of its own, as it waits on tmux.
    private static func firstSectionStays() throws {
        let tmux = try Tmux(columns: 100, rows: 35)
        defer { tmux.stop() }
        let chapter = ChapterProgram(3).executable.path
        try tmux.type("env -u PAGER -u LESS '\(chapter)'; echo \"chapter exited with $?\"")
        try tmux.press("Enter")
        // The chapter prints everything at once, so once the pager's prompt is
        // up, the screen stays as it is until the reader acts: three seconds
        // later, or thirty.
        let screen = try tmux.waitFor("the pager's prompt") { screen in
            screen.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) == ":"
        }
        #expect(screen.contains("── 1. Signals · 信号 ─"), "the first section scrolled away")
        #expect(screen.contains("A signal sends events to whoever subscribes."))
        #expect(!screen.contains("chapter exited"), "the chapter did not wait for the reader")
        try tmux.type("q")
        try tmux.waitFor("the shell, after q") { $0.contains("chapter exited with 0") }
    }
}

/// Whether `less` is on the `PATH`, as a chapter looks for it.
private let lessIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
