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
    let answerProgram: AnswerProcess
    let referenceProgram: AnswerProcess

    /// A judge of exercise `exercise` between two running programs.
    public init(
        exercise: String, seed: Seed, source: AnswerSource, answer: AnswerProcess,
        reference: AnswerProcess
    ) {
        self.exercise = exercise
        self.seed = seed
        self.source = source
        answerProgram = answer
        referenceProgram = reference
    }

    /// `call` as the answer program plays it. It throws `Stopped` if the
    /// program stops; the comparisons name the call in their message.
    public func answer<Functions, Input, Output>(_ call: Call<Functions, Input, Output>)
        -> (Input) throws -> Output
    {
        let program = answerProgram
        return { input in try Self.play(call, input, on: program) }
    }

    /// `call` as the reference program plays it. It throws `GraderFault` if
    /// the program stops: the grader, not the answer, is then wrong.
    public func reference<Functions, Input, Output>(_ call: Call<Functions, Input, Output>)
        -> (Input) throws -> Output
    {
        let program = referenceProgram
        let exercise = exercise
        return { input in
            do {
                return try Self.play(call, input, on: program)
            } catch let stopped as Stopped {
                throw GraderFault(
                    "the reference solution of \(exercise) stopped in call \(call.id): \(stopped)")
            }
        }
    }

    private static func play<Functions, Input, Output>(
        _ call: Call<Functions, Input, Output>, _ input: Input, on program: AnswerProcess
    ) throws -> Output {
        let request: Data
        do {
            request = try Wire.encoder().encode(input)
        } catch {
            throw GraderFault("the input of call \(call.id) cannot be written: \(error)")
        }
        let reply = try program.call(call.id, input: request)
        do {
            return try Wire.decoder().decode(Output.self, from: reply)
        } catch {
            throw Stopped.unreadableReply("call \(call.id): \(error)")
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
    } catch let stopped as Stopped {
        throw AnswerStopped(stopped: stopped, call: call())
    }
}
