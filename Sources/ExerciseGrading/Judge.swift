import ExerciseHarness
import Foundation

/// What a grader works with: the answer and the reference solution, each a
/// program of its own, the answer's source, and the seed for random inputs.
///
/// A grader asks for a call's two sides and compares them:
///
/// ```swift
/// try compare(
///     judge.answer(Chapter1Calls.squares), with: judge.reference(Chapter1Calls.squares),
///     on: .integerLists(examples: [[1, 2, 3]]), seed: judge.seed,
///     call: { "squares(of: \($0))" })
/// ```
///
/// Neither program is loaded into the judge: the judge only sends inputs and
/// reads outputs. A call the answer program does not come back from throws
/// `AnswerStopped`; one the reference program does not come back from
/// throws `GraderFault`.
public struct Judge {
    /// The exercise being graded, such as "1.1".
    public let exercise: String
    /// The seed of this grading's random inputs.
    public let seed: Seed
    /// Where the answer's source is, and its text, for the concept checks.
    public let source: AnswerSource
    /// How deep each call's stack went, on both sides, for a concept check
    /// that refuses recursion by its run (`checkConcept(…, stacks:)`).
    public let stacks: StackDepths
    /// Where the program that plays the answer sits.
    let answerSeat: Seat
    /// Where the program that plays the reference solution sits.
    let referenceSeat: Seat

    /// A judge of exercise `exercise` between two seated programs.
    init(
        exercise: String, seed: Seed, source: AnswerSource, answer: Seat, reference: Seat,
        stacks: StackDepths = StackDepths()
    ) {
        self.exercise = exercise
        self.seed = seed
        self.source = source
        self.stacks = stacks
        answerSeat = answer
        referenceSeat = reference
    }

    /// `call` as the answer program plays it. If the program stops, the
    /// outputs before say how far it came; the comparisons name the input.
    public func answer<Functions, Input, Output>(_ call: Call<Functions, Input, Output>)
        -> Side<Input, Output>
    {
        let seat = answerSeat
        return Side { inputs in try seat.play(call, inputs) }
    }

    /// `call` as the reference program plays it. It throws `GraderFault` if
    /// the program stops: the grader, not the answer, is then wrong.
    public func reference<Functions, Input, Output>(_ call: Call<Functions, Input, Output>)
        -> Side<Input, Output>
    {
        let seat = referenceSeat
        let exercise = exercise
        return Side { inputs in
            let played = try seat.play(call, inputs)
            if let halted = played.halted {
                throw GraderFault(
                    "the reference solution of \(exercise) stopped in call \(call.id): "
                        + "\(halted.stopped)")
            }
            return played
        }
    }

}

/// An answer program that stopped in a call: why, and which call, as the
/// learner would write it.
public struct AnswerStopped: Error, Sendable {
    /// Why it stopped.
    public let stopped: Stopped
    /// The call, such as "squares(of: [1, 2])", if the grader named it.
    public let call: String?
}

/// A mistake of the grader's own, never of the answer: the reference
/// solution stopped, or an input could not be made.
public struct GraderFault: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A fault described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Makes a call into the answer with `body`; if the answer program stops in
/// it, throws `AnswerStopped` naming `call`.
///
/// ```swift
/// let got = try during("squares(of: [1, 2])") { try answer([1, 2]) }
/// ```
public func during<Result>(_ call: @autoclosure () -> String, _ body: () throws -> Result)
    throws -> Result
{
    do {
        return try body()
    } catch let halted as Halted {
        throw AnswerStopped(stopped: halted.stopped, call: call())
    }
}
