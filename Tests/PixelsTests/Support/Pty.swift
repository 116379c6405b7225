import Glibc

/// A pseudo-terminal pair, so terminal code can be tested without a real terminal.
struct Pty {
    struct Failure: Error {}

    /// The controlling side: what a terminal emulator would hold.
    let primary: Int32
    /// The terminal side: what the program sees as its tty.
    let terminal: Int32

    init() throws {
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard primary >= 0 else { throw Failure() }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(primary, Self.unlockRequest, &unlock) == 0,
            ioctl(primary, Self.numberRequest, &number) == 0
        else { throw Failure() }
        terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Failure() }
    }

    /// `TIOCSPTLCK` and `TIOCGPTN` (function-like macros, so not imported).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings
    }

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
            let got = Glibc.read(primary, &buffer, buffer.count)
            guard got > 0 else { break }
            bytes += buffer[..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        Glibc.close(terminal)
        Glibc.close(primary)
    }
}
