/// A marble diagram that cannot be read: what is wrong, and where.
///
/// `Marbles.parse` throws it. A scripted signal made from a malformed
/// diagram (`TestScheduler.hotSignal`, `coldSignal`) fails with it at its
/// first tick instead of stopping the test process, and `Marbles.mismatch`
/// returns its description, so the one test that wrote the diagram fails with
/// this message and the others keep running.
///
/// The description repeats the diagram and puts a caret under the character
/// at fault; a tab or a line break in the diagram is shown as `⇥` or `↵`, so
/// the caret stays in its column.
///
/// ```swift
/// do {
///     _ = try Marbles.parse("-a-|-b-")
/// } catch {
///     print(error)
/// }
/// // prints
/// // malformed marbles: a value after the end, at character 6
/// //   -a-|-b-
/// //        ^
/// ```
///
/// Book: none; RxJS throws a plain `Error` for a malformed diagram
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// The diagram as it was written.
    ///
    /// Book: none
    public let marbles: String
    /// Where the fault is: the index of the character, counted from 0.
    ///
    /// Book: none
    public let offset: Int
    /// What is wrong, for example "a value after the end".
    ///
    /// Book: none
    public let reason: String

    /// Creates the error for the character at `offset` of `marbles`.
    ///
    /// Book: none
    public init(_ reason: String, at offset: Int, in marbles: String) {
        self.reason = reason
        self.offset = offset
        self.marbles = marbles
    }

    /// The reason and position, then the diagram with a caret under the fault.
    ///
    /// Book: none
    public var description: String {
        let shown = marbles.map { character -> String in
            switch character {
            case "\t": "⇥"
            case "\n", "\r\n", "\r": "↵"
            default: String(character)
            }
        }
        return """
            malformed marbles: \(reason), at character \(offset + 1)
              \(shown.joined())
              \(String(repeating: " ", count: offset))^
            """
    }
}
