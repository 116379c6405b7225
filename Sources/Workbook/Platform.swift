#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the `workbook` command makes, in one place.
enum Platform {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width of the terminal standard output is, in columns, if it is one:
    /// the terminal's own size, or else `COLUMNS`. `TIOCGWINSZ` imports as
    /// `Int32` on Linux and `UInt` on Darwin; `ioctl` takes a `UInt` on both.
    static func terminalWidth(environment: [String: String]) -> Int? {
        guard isTerminal(STDOUT_FILENO) else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment["COLUMNS"].flatMap { Int($0) }.map { min(max($0, 20), 1000) }
    }

    /// This machine's name, as `hostname` prints it. `gethostname` reads it
    /// without asking the network (Foundation's `hostName` can wait seconds
    /// on a Mac for a reverse lookup).
    static func machineName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
