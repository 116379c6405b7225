import Foundation

/// How the judge and an answer program talk: one line per message.
///
/// The judge writes a request to the program's descriptor 4: the call's
/// name, a tab, and a JSON list of inputs, played in turn. The program
/// answers on descriptor 3 (its standard output and error are the
/// learner's, for prints, and its standard input is empty): for each input,
/// an `at` line as it starts it (so that the judge knows which input was
/// running if the program dies) and an `out` line with what it gave; then
/// `ok`. Or `no`, a tab, and why it could not play the call. JSON without
/// pretty printing never holds a line break, so a line is a message. The
/// judge takes exactly one `out` per input: a reply with more or fewer is
/// refused, whoever wrote it.
///
/// A judge that starts the program with `--measure-stack` also gets, just
/// before `ok`, a `stack` line: how many bytes of stack the call used at its
/// deepest (`StackGauge`). A judge that does not ask never sees one.
///
/// ```
/// → 1.1\t[[1,2,3],[4]]
/// ← at\t0
/// ← out\t[1,4,9]
/// ← at\t1
/// ← out\t[16]
/// ← stack\t24576        (with --measure-stack)
/// ← ok
/// ```
public enum Wire {
    /// The descriptor an answer program answers on.
    public static let replyDescriptor: Int32 = 3

    /// The descriptor an answer program reads the judge's requests from.
    public static let requestDescriptor: Int32 = 4

    /// The line that ends the replies to a request.
    public static let done = "ok"

    /// The prefix of a reply that carries one input's output.
    public static let outputPrefix = "out\t"

    /// The prefix of a reply that says a call could not be played.
    public static let refusedPrefix = "no\t"

    /// The prefix of the line that says which input starts now.
    public static let startingPrefix = "at\t"

    /// The prefix of the line that says how deep, in bytes, the call's stack
    /// went: sent before `done`, and only to a judge that asked with
    /// `measureStackArgument`.
    public static let stackPrefix = "stack\t"

    /// The argument with which a judge asks an answer program for `stackPrefix` lines.
    public static let measureStackArgument = "--measure-stack"

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
