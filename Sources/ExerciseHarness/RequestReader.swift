/// Reads the judge's requests, one line each, from the descriptor they come
/// on, so that nothing of the learner's that reads standard input can take
/// them.
///
/// ```swift
/// var requests = RequestReader(Wire.requestDescriptor)
/// while let line = requests.next() { … }   // "1.1\t[[1,2]]", until the judge closes it
/// ```
struct RequestReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its line break, or nil once the judge has
    /// closed its end (a last line without a break is still given).
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard !ended else {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            guard let bytes = Platform.readSome(descriptor), !bytes.isEmpty else {
                ended = true
                continue
            }
            buffer += bytes
        }
    }
}
