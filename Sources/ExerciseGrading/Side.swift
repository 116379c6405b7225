import ExerciseHarness
import Foundation

/// One side of a comparison, the answer or the reference: plays a call on a
/// list of inputs, in turn, and gives back the outputs.
///
/// A grader gets both sides from its `Judge`, where each is a program that
/// plays a whole batch of inputs per message; a grader's own tests make one
/// from a closure, played here.
///
/// ```swift
/// let squares = Side { (numbers: [Int]) in numbers.map { $0 * $0 } }
/// print(try squares([1, 2]))   // prints [1, 4]
/// ```
public struct Side<Input, Output> {
    /// Plays each input in turn: every output, or, if an answer program
    /// stops, the outputs of the inputs before and why it stopped.
    public let play: ([Input]) throws -> Played<Output>

    /// A side that plays a batch with `play`.
    public init(play: @escaping ([Input]) throws -> Played<Output>) {
        self.play = play
    }

    /// A side that plays each input with `one`, in this process.
    public init(_ one: @escaping (Input) throws -> Output) {
        play = { inputs in Played(outputs: try inputs.map(one), halted: nil) }
    }

    /// Plays one input; throws `Halted` if the program stops.
    public func callAsFunction(_ input: Input) throws -> Output {
        let played = try play([input])
        if let halted = played.halted { throw halted }
        return played.outputs[0]
    }
}

extension Side {
    /// The same side, each output changed by `transform` once it has come
    /// back: for a grader that shows the reference's outputs otherwise than
    /// the answer's (the verdict of a learner's test names its failed checks,
    /// the reference test's does not).
    ///
    /// ```swift
    /// let lengths = Side { (word: String) in word }.map(\.count)
    /// print(try lengths("fold"))   // prints 4
    /// ```
    public func map<Shown>(_ transform: @escaping (Output) -> Shown) -> Side<Input, Shown> {
        let play = self.play
        return Side<Input, Shown>(play: { inputs in
            let played = try play(inputs)
            return Played(outputs: played.outputs.map(transform), halted: played.halted)
        })
    }
}

/// What a side gave for a list of inputs: the outputs, in order, and, if
/// its program stopped, why (`outputs` then holds only the inputs before).
public struct Played<Output> {
    /// The outputs, in the inputs' order.
    public var outputs: [Output]
    /// Why the program stopped, if it did.
    public var halted: Halted?
}

/// How many inputs go to a program in one message while comparing, and
/// while shrinking: enough to save the round trips, few enough that a
/// difference near the start costs little. Comparing starts with one input
/// and doubles, so that a wrong answer to the first examples is found
/// before the answer plays the costly inputs that come later (lists of
/// thousands, on which a wrong answer may take too long).
enum Batch {
    static let comparing = 64
    static let shrinking = 16

    /// The ranges of `count` inputs that go together while comparing: 1, 2,
    /// 4, … up to `comparing` inputs at a time.
    static func comparingRanges(_ count: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var size = 1
        while start < count {
            ranges.append(start..<min(start + size, count))
            start += size
            size = min(size * 2, comparing)
        }
        return ranges
    }
}

/// Compares `answer` with `reference` on `inputs`, in batches, and returns
/// the first input on which they differ, made as small as `smaller` allows
/// while they still differ (trying at most `budget` smaller inputs), with
/// both outputs; nil if they never differ.
///
/// The inputs are judged in order, as if one at a time: a wrong output is
/// reported before a crash on a later input. An answer program that stops
/// is reported as `AnswerStopped`, naming the input it was playing with
/// `call`. While shrinking, a smaller input on which the answer stops ends
/// the shrinking.
func firstDifference<Input, Output: Equatable>(
    _ answer: Side<Input, Output>, _ reference: Side<Input, Output>, on inputs: [Input],
    smaller: (Input) -> [Input], call: (Input) -> String, budget: Int = 2000
) throws -> (input: Input, expected: Output, got: Output)? {
    /// The first input of `batch` that differs, with both outputs; or how the answer stopped.
    func first(in batch: ArraySlice<Input>) throws -> Result<
        (Input, Output, Output)?, AnswerStopped
    > {
        let list = Array(batch)
        let got = try answer.play(list)
        let expected = try reference.play(Array(list.prefix(got.outputs.count)))
        if let index = zip(got.outputs, expected.outputs).enumerated()
            .first(where: { $0.element.0 != $0.element.1 })?.offset
        {
            return .success((list[index], expected.outputs[index], got.outputs[index]))
        }
        if let halted = got.halted {
            return .failure(
                AnswerStopped(stopped: halted.stopped, call: halted.index.map { call(list[$0]) }))
        }
        return .success(nil)
    }
    var found: (Input, Output, Output)?
    for range in Batch.comparingRanges(inputs.count) {
        found = try first(in: inputs[range]).get()
        if found != nil { break }
    }
    guard var current = found else { return nil }
    var tried = 0
    var progress = true
    shrinking: while progress && tried < budget {
        progress = false
        let candidates = smaller(current.0)
        for start in stride(from: 0, to: candidates.count, by: Batch.shrinking) {
            let batch = candidates[start..<min(start + Batch.shrinking, candidates.count)]
            tried += batch.count
            switch try first(in: batch) {
            case .success(let smaller?):
                current = smaller
                progress = true
                continue shrinking
            case .success(nil):
                if tried >= budget { break shrinking }
            case .failure:
                break shrinking
            }
        }
    }
    return (current.0, current.1, current.2)
}
