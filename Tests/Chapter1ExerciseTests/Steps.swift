import ExerciseGrading

/// One step of a pipeline that a grader can print: adds, subtracts or
/// multiplies by a small number.
enum Step: Equatable, CustomStringConvertible {
    case add(Int)
    case subtract(Int)
    case multiply(Int)

    /// The step as a function, for the pipeline under test.
    var function: (Int) -> Int {
        switch self {
        case .add(let number): { $0 + number }
        case .subtract(let number): { $0 - number }
        case .multiply(let number): { $0 * number }
        }
    }

    /// The step as a learner writes it, such as `{ $0 * 10 }`.
    var description: String {
        switch self {
        case .add(let number): "{ $0 + \(number) }"
        case .subtract(let number): "{ $0 - \(number) }"
        case .multiply(let number): "{ $0 * \(number) }"
        }
    }

    /// Simpler steps, simplest first: `{ $0 + 1 }`, then smaller numbers.
    var simpler: [Step] {
        let shrunk: [Step] =
            switch self {
            case .add(let number): number > 1 ? [.add(1), .add(number / 2)] : []
            case .subtract(let number): [.add(1)] + (number > 1 ? [.subtract(1)] : [])
            case .multiply(let number): [.add(1)] + (number > 2 ? [.multiply(2)] : [])
            }
        return shrunk.filter { $0 != self }
    }
}

/// A call of a pipeline: the steps it is made of, and the number it is given.
struct PipelineCall: CustomStringConvertible {
    var steps: [Step]
    var input: Int

    /// What running the pipeline built by `pipeline` on `input` gives.
    func run(_ pipeline: ([(Int) -> Int]) -> (Int) -> Int) -> Int {
        pipeline(steps.map(\.function))(input)
    }

    /// The call as a learner writes it, such as `pipeline([{ $0 + 1 }])(2)`.
    var description: String {
        "pipeline([\(steps.map(\.description).joined(separator: ", "))])(\(input))"
    }
}

extension Inputs where Input == PipelineCall {
    /// Pipelines of up to about ten steps, with steps that do not commute
    /// (so their order shows), and an input from -20 to 20.
    static func pipelines(examples: [PipelineCall]) -> Inputs<PipelineCall> {
        Inputs(
            examples: examples,
            edgeCases: [
                PipelineCall(steps: [], input: 0),
                PipelineCall(steps: [.add(1)], input: 0),
                PipelineCall(steps: [.add(1), .multiply(2)], input: 0),
                PipelineCall(steps: [.multiply(2), .add(1)], input: 0),
                PipelineCall(steps: [.add(1), .add(1), .add(1), .add(1)], input: 0),
                PipelineCall(
                    steps: [.subtract(3), .multiply(3), .add(2), .multiply(2), .add(1)], input: 1),
            ],
            make: { random, size in
                let steps = (0..<Int.random(in: 0...size, using: &random)).map { _ -> Step in
                    let number = Int.random(in: 1...10, using: &random)
                    return random.pick([.add(number), .subtract(number), .multiply(number % 4 + 1)])
                }
                return PipelineCall(steps: steps, input: Int.random(in: -20...20, using: &random))
            },
            smaller: { call in
                Shrink.list(call.steps, element: \.simpler).map {
                    PipelineCall(steps: $0, input: call.input)
                } + Shrink.integer(call.input).map { PipelineCall(steps: call.steps, input: $0) }
            })
    }
}
