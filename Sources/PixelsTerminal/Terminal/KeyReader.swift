import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads keys from the terminal, several per read when they come quickly.
///
/// `next()` blocks until input arrives, then returns every key in it (see
/// `KeyParser`). It returns `nil` at the end of input or on an error, and an
/// empty array when a read held only part of a key.
///
/// ```swift
/// let keys = KeyReader()
/// while let batch = keys.next() {
///     for key in batch { print(key) }   // prints up, down, q, …
/// }
/// ```
///
/// Book: (none; the book's app gets taps and swipes)
public final class KeyReader: Sendable {
    /// Where keys are read from.
    public let descriptor: Int32
    private let parser = Mutex(KeyParser())

    /// A reader of `descriptor` (standard input by default).
    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Waits for input and returns its keys; `nil` at the end of input.
    public func next() -> [Key]? {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let bytes = Array(buffer[..<count])
                return parser.withLock { $0.parse(bytes) }
            }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
