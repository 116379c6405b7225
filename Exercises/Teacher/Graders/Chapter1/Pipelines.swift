import Chapter1Calls
import ExerciseGrading
import ReactiveTesting

extension Inputs where Input == PipelineCall {
    /// Pipelines of any length up to 300 steps (log-uniform, so 11 to 200 as
    /// often as a few), with steps that do not commute (so their order
    /// shows) and numbers from 1 to Int.max, each built once and called on
    /// one to six inputs from the whole Int range: as large as the steps
    /// allow without overflowing, so that a pipeline that remembers its
    /// first answer, or trusts small inputs only, shows. No call overflows.
    static func pipelines(examples: [PipelineCall]) -> Inputs<PipelineCall> {
        Inputs(
            examples: examples,
            edgeCases: [
                PipelineCall(steps: [], inputs: [0, 5, -5]),
                PipelineCall(steps: [], inputs: [Int.max, Int.min]),
                PipelineCall(steps: [.add(1)], inputs: [0, 1, 2]),
                PipelineCall(steps: [.add(1)], inputs: [1001, -1001, Int.max - 1]),
                PipelineCall(steps: [.add(1), .multiply(2)], inputs: [0, 10]),
                PipelineCall(steps: [.multiply(2), .add(1)], inputs: [0, 10]),
                PipelineCall(steps: [.add(1), .add(1), .add(1), .add(1)], inputs: [0, -4]),
                PipelineCall(
                    steps: [.subtract(3), .multiply(3), .add(2), .multiply(2), .add(1)],
                    inputs: [1, 1000, -1000]),
                PipelineCall(steps: [.subtract(Int.max), .add(Int.max)], inputs: [0, Int.max]),
                // Past ten and a dozen steps, then the 300 the task's grading
                // states, and one past them.
                PipelineCall(steps: alternating(11), inputs: [3, -7]),
                PipelineCall(steps: alternating(13), inputs: [1, 2_000_000]),
                PipelineCall(steps: level(300), inputs: [0, -5, 1000]),
                PipelineCall(steps: level(301), inputs: [7]),
            ],
            make: { random, size in
                let count = random.size(growingWith: size, upTo: 300)
                var steps = (0..<count).map { _ in step(&random) }
                while PipelineCall(steps: steps, inputs: [0]).overflows { steps.removeLast() }
                let inputs = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                    input(&random, fitting: steps)
                }
                return PipelineCall(steps: steps, inputs: inputs)
            },
            smaller: { call in
                let simpler =
                    Shrink.list(call.steps, element: \.simpler).map {
                        PipelineCall(steps: $0, inputs: call.inputs)
                    }
                    + Shrink.list(call.inputs, element: Shrink.integer).filter { !$0.isEmpty }.map {
                        PipelineCall(steps: call.steps, inputs: $0)
                    }
                return simpler.filter { !$0.overflows }
            })
    }

    /// `count` steps that add one and double in turn.
    private static func alternating(_ count: Int) -> [Step] {
        (0..<count).map { $0.isMultiple(of: 2) ? .add(1) : .multiply(2) }
    }

    /// `count` steps that take 2 away, then add 1 twice, over and over: a
    /// long pipeline that never overflows.
    private static func level(_ count: Int) -> [Step] {
        (0..<count).map { $0.isMultiple(of: 3) ? .subtract(2) : .add(1) }
    }

    /// A step: mostly an addition or a subtraction, of a small number or of
    /// one of any magnitude, now and then a multiplication, mostly small.
    private static func step(_ random: inout SplitMix64) -> Step {
        if random.chance(0.2) {
            return .multiply(
                random.chance(0.8)
                    ? Int.random(in: 1...4, using: &random) : random.integer(in: 1...1_000_000))
        }
        let number =
            random.chance(0.6)
            ? Int.random(in: 1...10, using: &random) : random.integer(in: 1...Int.max)
        return random.chance(0.5) ? .add(number) : .subtract(number)
    }

    /// An input of any magnitude, halved until no step overflows on it (0
    /// never does: the steps were cut until it did not).
    private static func input(_ random: inout SplitMix64, fitting steps: [Step]) -> Int {
        var input =
            random.chance(0.4)
            ? Int.random(in: -1000...1000, using: &random) : random.integer(in: Int.min...Int.max)
        while PipelineCall(steps: steps, inputs: [input]).overflows { input /= 2 }
        return input
    }
}
