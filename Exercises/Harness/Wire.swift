import Foundation

/// How the judge and an answer program talk: one line per call each way.
///
/// The judge writes a request to the program's standard input: the call's
/// name, a tab, the input as JSON. The program answers on descriptor 3 (its
/// standard output and error are the learner's, for prints): `ok`, a tab,
/// the output as JSON; or `no`, a tab, why it could not play the call.
/// JSON without pretty printing never holds a line break, so a line is a message.
///
/// ```
/// → 1.1\t[1,2,3]
/// ← ok\t[1,4,9]
/// ```
public enum Wire {
    /// The descriptor an answer program answers on.
    public static let replyDescriptor: Int32 = 3

    /// The prefix of a reply that carries an output.
    public static let okPrefix = "ok\t"

    /// The prefix of a reply that says a call could not be played.
    public static let refusedPrefix = "no\t"

    /// The request line for call `id` with `input`, newline included.
    public static func request<Input: Encodable>(_ id: String, _ input: Input) throws -> Data {
        Data((id + "\t").utf8) + (try encoder().encode(input)) + Data("\n".utf8)
    }

    /// The call's name and input of a request line (without its newline).
    public static func parseRequest(_ line: String) -> (id: String, input: Data)? {
        guard let tab = line.firstIndex(of: "\t") else { return nil }
        return (String(line[..<tab]), Data(line[line.index(after: tab)...].utf8))
    }

    /// An encoder that writes one line of JSON, the same on every platform.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// A decoder for what `encoder()` writes.
    public static func decoder() -> JSONDecoder {
        JSONDecoder()
    }
}
