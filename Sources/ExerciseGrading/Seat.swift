import ExerciseHarness
import Foundation

/// Where a judge's program sits: the running program, started again (at
/// most `restarts` times) after it stops, so that a grader can go on (to
/// shrink a wrong answer found before a crash, say).
final class Seat: @unchecked Sendable {
    private let start: () throws(Stopped) -> AnswerProcess
    private var current: AnswerProcess
    private var restarts: Int
    private var all: [AnswerProcess]
    /// Where the depth of each call's stack is noted, and as whose.
    private let stacks: (depths: StackDepths, side: StackDepths.Side)?

    /// A seat for the program `start` starts, started now, noting in
    /// `stacks` how deep each call's stack went.
    init(
        restarts: Int = 3, stacks: (depths: StackDepths, side: StackDepths.Side)? = nil,
        start: @escaping () throws(Stopped) -> AnswerProcess
    ) throws(Stopped) {
        self.start = start
        self.restarts = restarts
        self.stacks = stacks
        current = try start()
        all = [current]
    }

    /// The first program, whose prints the report shows.
    var first: AnswerProcess { all[0] }

    /// Plays `call` on `inputs`: each output, or those before a stop and why.
    func play<Functions, Input, Output>(_ call: Call<Functions, Input, Output>, _ inputs: [Input])
        throws -> Played<Output>
    {
        if current.hasStopped && restarts > 0 {
            restarts -= 1
            do {
                current = try start()
                all.append(current)
            } catch {
                throw GraderFault("the answer program could not start again: \(error)")
            }
        }
        let request: Data
        do {
            request = try Wire.encoder().encode(inputs)
        } catch {
            throw GraderFault("the inputs of call \(call.id) cannot be written: \(error)")
        }
        let decoder = Wire.decoder()
        func decoded(_ outputs: [Data]) throws -> [Output] {
            try outputs.map { data in
                do {
                    return try decoder.decode(Output.self, from: data)
                } catch {
                    throw GraderFault("an output of call \(call.id) cannot be read: \(error)")
                }
            }
        }
        do {
            let outputs = try current.call(call.id, inputs: request, count: inputs.count)
            if let stacks, let depth = current.lastCallStack {
                stacks.depths.record(
                    stacks.side, call: call.id, inputs: request, count: inputs.count,
                    longest: inputs.compactMap { ($0 as? any Collection)?.count }.max(),
                    depth: depth)
            }
            return Played(outputs: try decoded(outputs), halted: nil)
        } catch let halted as Halted {
            if halted.stopped.isTheWorkbooks {
                throw GraderFault("the program could not play call \(call.id): \(halted.stopped)")
            }
            return Played(outputs: try decoded(halted.completed), halted: halted)
        }
    }

    /// Ends every program this seat started.
    func finish() {
        for program in all { program.finish() }
    }
}
