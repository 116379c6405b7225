/// Splits the bytes of terminal input into keys.
///
/// One `read` can hold several keys (fast typing, pasted text, `tmux
/// send-keys`), so `parse` returns them all in order. It understands the
/// arrow, Home/End, Page Up/Down and Delete escape sequences (`ESC [ …` and
/// `ESC O …`), Enter (`\r`, `\n` or `\r\n`), Backspace, Tab, Ctrl-letters
/// and UTF-8 characters. An escape byte at the very end of the input is the
/// Escape key; an escape sequence or a UTF-8 character cut off by the end of
/// a read is kept and completed by the next call. Unknown sequences and
/// invalid bytes are skipped.
///
/// ```swift
/// var parser = KeyParser()
/// print(parser.parse(Array("\u{1B}[A\u{1B}[Bx\r".utf8)))   // prints [up, down, x, enter]
/// ```
///
/// Book: (none; the book's app gets taps and swipes)
public struct KeyParser: Sendable {
    /// The longest escape sequence kept while waiting for its end.
    static let maximumSequenceLength = 16

    /// Bytes of an unfinished key, kept from the previous call.
    private var pending: [UInt8] = []

    /// A parser with nothing pending.
    public init() {}

    /// The keys in `bytes`, after any bytes kept from the previous call.
    public mutating func parse(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let rest = input[index...]
            guard let (key, length) = Self.key(at: rest) else {
                // An unfinished sequence or character: keep it for next time.
                if rest.count < Self.maximumSequenceLength { pending = Array(rest) }
                break
            }
            if let key { keys.append(key) }
            index += length
        }
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it takes (a `nil`
    /// key for bytes to skip), or `nil` if the input ends too soon to tell.
    private static func key(at bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B:
            return escapeSequence(bytes)
        case 0x0D:
            let second = bytes.dropFirst().first
            return (.enter, second == 0x0A ? 2 : 1)
        case 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x08, 0x7F:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC2...0xF4:
            return utf8Character(bytes)
        default:
            return (nil, 1)
        }
    }

    /// `ESC`, `ESC [ params final` or `ESC O final`.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return (.escape, 1) }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { return nil }
            guard (0x40...0x7E).contains(bytes[end]) else { return (nil, end - start) }
            let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            return (csiKey(final: bytes[end], parameters: parameters), end - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return nil }
            return (csiKey(final: bytes[start + 2], parameters: ""), 3)
        default:
            return (.escape, 1)  // Escape, then the next byte as its own key
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        switch (final, parameters) {
        case (UInt8(ascii: "A"), _): return .up
        case (UInt8(ascii: "B"), _): return .down
        case (UInt8(ascii: "C"), _): return .right
        case (UInt8(ascii: "D"), _): return .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"):
            return .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"):
            return .end
        case (UInt8(ascii: "~"), "3"): return .delete
        case (UInt8(ascii: "~"), "5"): return .pageUp
        case (UInt8(ascii: "~"), "6"): return .pageDown
        default: return nil
        }
    }

    /// A multi-byte UTF-8 character, or a byte to skip if it is invalid.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        guard bytes.count >= length else {
            let continuations = bytes.dropFirst().allSatisfy { (0x80...0xBF).contains($0) }
            return continuations ? nil : (nil, 1)
        }
        let encoded = Array(bytes.prefix(length))
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first
        else { return (nil, 1) }
        return (.character(character), length)
    }
}
