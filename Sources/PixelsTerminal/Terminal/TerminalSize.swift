import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The size of the terminal window in character cells.
///
/// ```swift
/// let size = TerminalSize.current()
/// print(size.columns, size.rows)   // prints 80 24 (say)
/// ```
///
/// Book: the view's `bounds`.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }

    /// The size reported by the terminal on `descriptor` (`TIOCGWINSZ`), or
    /// `nil` if it is not a terminal or reports a zero size.
    public static func query(_ descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        guard let size = Platform.windowSize(of: descriptor), size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The terminal's size, else `COLUMNS` and `LINES` from the environment,
    /// else 80 × 24.
    public static func current(
        _ descriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalSize {
        if let size = query(descriptor) { return size }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(columns: columns ?? 80, rows: rows ?? 24)
    }
}
