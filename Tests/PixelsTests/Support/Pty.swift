import Testing

@testable import Pixels

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pseudo-terminal pair, so terminal code can be tested without a real terminal.
///
/// Where the system has no pseudo-terminals to give (a sandbox without
/// `/dev/ptmx`, say), `open()` cancels the test with the reason instead of
/// failing it.
struct Pty {
    /// The controlling side: what a terminal emulator would hold.
    let primary: Int32
    /// The terminal side: what the program sees as its tty.
    let terminal: Int32

    /// A new pair; cancels the calling test if the system has none.
    static func open() throws -> Pty {
        guard let pair = TestPlatform.openPseudoTerminal() else {
            try Test.cancel("this system gives no pseudo-terminal (posix_openpt failed)")
        }
        return Pty(primary: pair.primary, terminal: pair.terminal)
    }

    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings
    }

    /// Sets the terminal's size. `TIOCSWINSZ` imports as `Int32` on Linux and
    /// `UInt` on Darwin; `ioctl` takes a `UInt` on both.
    func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// What the program wrote to its terminal: reads until `count` bytes have
    /// arrived or nothing more comes for a second.
    func read(atLeast count: Int) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < count {
            var ready = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 1000) == 1 else { break }
            let got = TestPlatform.readBytes(primary, &buffer)
            guard got > 0 else { break }
            bytes += buffer[..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        Platform.closeDescriptor(terminal)
        Platform.closeDescriptor(primary)
    }
}
