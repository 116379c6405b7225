import Foundation

/// One call the judge can make into an answer program: its name on the wire,
/// and how the answer program plays it on a chapter's table of functions.
///
/// The same call is played twice, on the learner's functions in one program
/// and on the reference solution's in another; the judge compares what the
/// two send back. `play` runs only in an answer program, never in the judge.
///
/// ```swift
/// static let squares = Call<Chapter1Functions, [Int], [Int]>("1.1") { functions, numbers in
///     functions.squares(numbers)
/// }
/// ```
public struct Call<Functions: Sendable, Input: Codable & Sendable, Output: Codable & Sendable>:
    Sendable
{
    /// The call's name on the wire, such as "1.1" or "1.7/pipeline".
    public let id: String
    /// What the answer program does with an input: calls into the functions
    /// and writes down what came back.
    public let play: @Sendable (Functions, Input) -> Output

    /// A call named `id`, played by `play`.
    public init(_ id: String, play: @escaping @Sendable (Functions, Input) -> Output) {
        self.id = id
        self.play = play
    }

    /// The call as an answer program serves it: JSON in, JSON out.
    public var served: ServedCall<Functions> {
        let play = self.play
        return ServedCall(id: id) { functions, input in
            let decoded = try Wire.decoder().decode(Input.self, from: input)
            return try Wire.encoder().encode(play(functions, decoded))
        }
    }
}

/// A call without its types, as an answer program keeps it in its table.
public struct ServedCall<Functions: Sendable>: Sendable {
    /// The call's name on the wire.
    public let id: String
    /// Decodes the input, plays the call and encodes what came back.
    let handle: @Sendable (Functions, Data) throws -> Data
}
