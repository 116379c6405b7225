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

    /// The call as an answer program serves it: a JSON list of inputs in;
    /// for each, word that it starts, then its output as JSON.
    public var served: ServedCall<Functions> {
        let play = self.play
        return ServedCall(id: id) { functions, inputs, starting, finished in
            let decoded = try Wire.decoder().decode([Input].self, from: inputs)
            let encoder = Wire.encoder()
            for (index, input) in decoded.enumerated() {
                starting(index)
                finished(try encoder.encode(play(functions, input)))
            }
        }
    }
}

/// A call without its types, as an answer program keeps it in its table.
public struct ServedCall<Functions: Sendable>: Sendable {
    /// The call's name on the wire.
    public let id: String
    /// Decodes the inputs and plays the call on each, telling `starting`
    /// which one it starts and `finished` what each gave, as JSON.
    let handle:
        @Sendable (
            Functions, Data, _ starting: (Int) -> Void, _ finished: (Data) -> Void
        ) throws -> Void
}
