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
        try tmux.type(
            "env -u PAGER -u LESS -u LESSCHARSET '\(chapter)' --lang en; "
                + "echo \"chapter exited with $?\"")
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

    @Test(
        "in --step on a terminal, q quits at once, without Enter",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"))
    func stepQuitsOnOneKey() async throws {
        try await onOwnThread { try Self.stepQuitsOnOneKey() }
    }

    /// Steps through Chapter 1 on a terminal: space goes on, then `q` alone
    /// ends the chapter, and the shell's line discipline is as it was.
    private static func stepQuitsOnOneKey() throws {
        let tmux = try Tmux(columns: 100, rows: 35)
        defer { tmux.stop() }
        let chapter = ChapterProgram(1).executable.path
        try tmux.type(
            "'\(chapter)' --lang en --plain --step --section 1 --section 2 --section 3; "
                + "echo \"chapter exited with $?\"")
        try tmux.press("Enter")
        try tmux.waitFor("the first prompt") { $0.contains("Press Enter for 2.") }
        try tmux.type(" ")
        try tmux.waitFor("the second prompt") { $0.contains("Press Enter for 3.") }
        try tmux.type("q")
        let screen = try tmux.waitFor("the shell, after q alone") {
            $0.contains("chapter exited with 0")
        }
        #expect(!screen.contains("── 3. "), "the section after q ran")
        // The terminal echoes again: what is typed next shows.
        try tmux.type("echo typed-after")
        try tmux.waitFor("the echo of what was typed") { $0.contains("$ echo typed-after") }
    }

    @Test(
        "under LANG=zh_CN.UTF-8, installed or not, the pager shows Chapter 3 in Chinese characters",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: lessIsInstalled, "less, the default pager, is not installed"))
    func chineseThroughThePager() async throws {
        try await onOwnThread { try Self.chineseThroughThePager() }
    }

    /// Pages the Chinese chapter through `less`, with the locale a Chinese
    /// Mac's Terminal sets; on a machine without that locale `less` reads
    /// its character set from `LESSCHARSET`, which the chapter sets.
    private static func chineseThroughThePager() throws {
        let tmux = try Tmux(columns: 100, rows: 35)
        defer { tmux.stop() }
        let chapter = ChapterProgram(3).executable.path
        try tmux.type(
            "env -u PAGER -u LESS -u LESSCHARSET -u LESSCHARDEF -u LC_ALL -u LC_CTYPE "
                + "-u LC_MESSAGES LANG=zh_CN.UTF-8 '\(chapter)'; echo \"chapter exited with $?\"")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("the pager's prompt") { screen in
            screen.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) == ":"
        }
        #expect(screen.contains("第 3 章 · Signals and subscription · ReactiveCocoa 简介"), "\(screen)")
        #expect(screen.contains("── 1. Signals · 信号 ─"))
        #expect(screen.contains("谁订阅信号，信号就把事件发给谁。"))
        #expect(!screen.contains("<E"), "the pager showed bytes, not characters")
        try tmux.type("q")
        try tmux.waitFor("the shell, after q") { $0.contains("chapter exited with 0") }
    }
}

/// Whether `less` is on the `PATH`, as a chapter looks for it.
private let lessIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
