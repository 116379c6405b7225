import Dispatch
import Foundation
import PixelsTerminal
import Reactive
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite("Terminal plumbing: raw mode, window size, resize and keys, on a pseudo-terminal")
struct TerminalPlumbingTests {
    @Test("raw mode turns off echo, canonical input and flow control, and restore puts them back")
    func rawMode() throws {
        let pty = try Pty.open()
        defer { pty.close() }
        let before = pty.settings()
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
        let raw = try RawMode.enable(on: pty.terminal)
        let during = pty.settings()
        #expect(during.c_lflag & tcflag_t(ECHO | ICANON | IEXTEN) == 0)
        #expect(during.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(during.c_lflag & tcflag_t(ISIG) != 0)  // Ctrl-C still raises SIGINT
        #expect(raw.isEnabled)
        raw.restore()
        #expect(!raw.isEnabled)
        let after = pty.settings()
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
        raw.restore()  // a second restore changes nothing
        #expect(pty.settings().c_lflag == before.c_lflag)
    }

    @Test("raw mode on something that is not a terminal is a one-line error")
    func notATerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(throws: TerminalError.notATerminal(descriptor: ends[0])) {
            try RawMode.enable(on: ends[0])
        }
        #expect(
            TerminalError.notATerminal(descriptor: 5).description
                == "file descriptor 5 is not a terminal")
        #expect(throws: TerminalError.notATerminal(descriptor: ends[1])) {
            try TerminalSession.start(input: ends[0], output: ends[1])
        }
    }

    @Test("the window size comes from the terminal, else COLUMNS and LINES, else 80×24")
    func windowSize() throws {
        let pty = try Pty.open()
        defer { pty.close() }
        pty.setSize(columns: 100, rows: 30)
        #expect(TerminalSize.query(pty.terminal) == TerminalSize(columns: 100, rows: 30))
        #expect(TerminalSize.current(pty.terminal, environment: [:]).description == "100x30")
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(TerminalSize.query(ends[1]) == nil)
        #expect(
            TerminalSize.current(ends[1], environment: ["COLUMNS": "120", "LINES": "40"])
                == TerminalSize(columns: 120, rows: 40))
        #expect(
            TerminalSize.current(ends[1], environment: ["COLUMNS": "wide", "LINES": "0"])
                == TerminalSize(columns: 80, rows: 24))
    }

    @Test("a resize (SIGWINCH) calls back with the new size, until cancelled")
    func resize() async throws {
        let pty = try Pty.open()
        defer { pty.close() }
        let sizes = Locked<[TerminalSize]>([])
        let watcher = ResizeWatcher(descriptor: pty.terminal) { size in
            sizes.withLock { $0.append(size) }
        }
        pty.setSize(columns: 90, rows: 20)
        kill(getpid(), SIGWINCH)
        for _ in 0..<200 where sizes.withLock({ $0.isEmpty }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(sizes.withLock { $0 } == [TerminalSize(columns: 90, rows: 20)])
        watcher.cancel()
        watcher.cancel()
    }

    @Test("the key reader splits each read into keys, and ends with the input")
    func keyReader() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let reader = KeyReader(descriptor: ends[0])
        let text = "\u{1B}[Bj\r"
        _ = write(ends[1], text, text.utf8.count)
        #expect(reader.next() == [.down, .character("j"), .enter])
        _ = write(ends[1], "\u{1B}[", 2)
        #expect(reader.next() == [])
        _ = write(ends[1], "C", 1)
        #expect(reader.next() == [.right])
        close(ends[1])
        #expect(reader.next() == nil)
    }

    @Test("a terminal session enters raw mode and the alternate screen, and end undoes both")
    func session() throws {
        let pty = try Pty.open()
        defer { pty.close() }
        let before = pty.settings()
        let session = try TerminalSession.start(input: pty.terminal, output: pty.terminal)
        #expect(pty.settings().c_lflag & tcflag_t(ICANON) == 0)
        session.end()
        session.end()
        #expect(pty.settings().c_lflag == before.c_lflag)
        let expected =
            ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + ANSI.reset
            + ANSI.showCursor + ANSI.leaveAlternateScreen
        #expect(pty.read(atLeast: expected.utf8.count) == expected)
        TerminalRestorer.restoreNow()
    }
}
