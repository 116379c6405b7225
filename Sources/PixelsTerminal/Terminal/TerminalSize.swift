import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The size of the terminal window in character cells, from 0 × 0 up to
/// `maximumColumns` × `maximumRows`.
///
/// Whatever reports a size (the terminal, `COLUMNS` and `LINES`, a test), a
/// size is clamped to that range when it is made or changed, so a frame of
/// it always has a bounded number of cells: a terminal claiming 20000 ×
/// 20000, or `COLUMNS=9223372036854775807`, gets a frame of at most
/// 1,024 × 512 cells.
///
/// ```swift
/// let size = TerminalSize.current()
/// print(size.columns, size.rows)   // prints 80 24 (say)
/// print(TerminalSize(columns: Int.max, rows: -1))   // prints 1024x0
/// ```
///
/// Book: the view's `bounds`.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// The most columns a size has: 1,024.
    public static let maximumColumns = 1_024
    /// The most rows a size has: 512.
    public static let maximumRows = 512

    /// The number of columns, 0 to `maximumColumns`.
    public var columns: Int {
        didSet { columns = Self.clamp(columns, to: Self.maximumColumns) }
    }
    /// The number of rows, 0 to `maximumRows`.
    public var rows: Int {
        didSet { rows = Self.clamp(rows, to: Self.maximumRows) }
    }

    /// A size of `columns` × `rows` cells, each clamped to its range.
    public init(columns: Int, rows: Int) {
        self.columns = Self.clamp(columns, to: Self.maximumColumns)
        self.rows = Self.clamp(rows, to: Self.maximumRows)
    }

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }

    /// The size reported by the terminal on `descriptor` (`TIOCGWINSZ`),
    /// clamped, or `nil` if it is not a terminal or reports a zero size.
    public static func query(_ descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        guard let size = Platform.windowSize(of: descriptor), size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The terminal's size, else `COLUMNS` and `LINES` from the environment,
    /// else 80 × 24; clamped to the maxima.
    public static func current(
        _ descriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalSize {
        if let size = query(descriptor) { return size }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(columns: columns ?? 80, rows: rows ?? 24)
    }

    private static func clamp(_ value: Int, to maximum: Int) -> Int {
        min(max(0, value), maximum)
    }
}
