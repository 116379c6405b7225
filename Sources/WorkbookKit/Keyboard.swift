/// What the reader types on standard input, read so that no input can make
/// the program hang or grow: a key press on a terminal, taken at once, or a
/// line of at most `lineLimit` bytes.
///
/// ```swift
/// if Keyboard.readKey() == "q" { return }   // a terminal: no Enter needed
/// let answer = Keyboard.readLine()          // "yes", or nil at the end of input
/// ```
///
/// Book: no equivalent; an iOS app reads taps, not lines.
public enum Keyboard {
    /// The most bytes one line may hold; the rest waits for the next read.
    public static let lineLimit = 4096

    /// Whether standard input is a terminal, where single keys can be read.
    public static var isTerminal: Bool { Platform.inputIsATerminal }

    /// One line of standard input without its line break, at most `limit`
    /// bytes (a longer line is read in pieces of that size), or nil at the
    /// end of input. Bytes that are not UTF-8 read as U+FFFD.
    public static func readLine(limit: Int = lineLimit) -> String? {
        var bytes: [UInt8] = []
        while bytes.count < limit {
            guard let byte = Platform.readByte() else {
                return bytes.isEmpty ? nil : text(bytes)
            }
            if byte == UInt8(ascii: "\n") { return text(bytes) }
            bytes.append(byte)
        }
        return text(bytes)
    }

    /// One key press, without waiting for Enter, if standard input is a
    /// terminal (Enter reads as "\n"); otherwise one line, as `readLine`
    /// reads it. Nil at the end of input.
    public static func readKey() -> String? {
        guard isTerminal else { return readLine() }
        guard let bytes = Platform.readKey() else { return nil }
        return bytes == [UInt8(ascii: "\r")] ? "\n" : String(decoding: bytes, as: UTF8.self)
    }

    private static func text(_ bytes: [UInt8]) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
