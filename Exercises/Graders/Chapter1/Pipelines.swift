import Chapter1Calls
import ExerciseGrading

extension Inputs where Input == PipelineCall {
    /// Pipelines of up to about ten steps, with steps that do not commute (so
    /// their order shows), each built once and called on one to six inputs
    /// from -1000 to 1000 (so a pipeline that remembers its first answer shows).
    static func pipelines(examples: [PipelineCall]) -> Inputs<PipelineCall> {
        Inputs(
            examples: examples,
            edgeCases: [
                PipelineCall(steps: [], inputs: [0, 5, -5]),
                PipelineCall(steps: [.add(1)], inputs: [0, 1, 2]),
                PipelineCall(steps: [.add(1), .multiply(2)], inputs: [0, 10]),
                PipelineCall(steps: [.multiply(2), .add(1)], inputs: [0, 10]),
                PipelineCall(steps: [.add(1), .add(1), .add(1), .add(1)], inputs: [0, -4]),
                PipelineCall(
                    steps: [.subtract(3), .multiply(3), .add(2), .multiply(2), .add(1)],
                    inputs: [1, 1000, -1000]),
            ],
            make: { random, size in
                let steps = (0..<Int.random(in: 0...size, using: &random)).map { _ -> Step in
                    let number = Int.random(in: 1...10, using: &random)
                    return random.pick([.add(number), .subtract(number), .multiply(number % 4 + 1)])
                }
                let inputs = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                    Int.random(in: -1000...1000, using: &random)
                }
                return PipelineCall(steps: steps, inputs: inputs)
            },
            smaller: { call in
                Shrink.list(call.steps, element: \.simpler).map {
                    PipelineCall(steps: $0, inputs: call.inputs)
                }
                    + Shrink.list(call.inputs, element: Shrink.integer).filter { !$0.isEmpty }.map {
                        PipelineCall(steps: call.steps, inputs: $0)
                    }
            })
    }
}
