/// One step of a pipeline that a grader can print: adds, subtracts or
/// multiplies by a positive number.
public enum Step: Equatable, Codable, Sendable, CustomStringConvertible {
    case add(Int)
    case subtract(Int)
    case multiply(Int)

    /// The step as a function, for the pipeline under test.
    public var function: (Int) -> Int {
        switch self {
        case .add(let number): { $0 + number }
        case .subtract(let number): { $0 - number }
        case .multiply(let number): { $0 * number }
        }
    }

    /// What the step gives for `input`, or nil where an Int cannot hold it
    /// (where `function` would stop the program with an overflow).
    public func exactly(_ input: Int) -> Int? {
        let (result, overflow) =
            switch self {
            case .add(let number): input.addingReportingOverflow(number)
            case .subtract(let number): input.subtractingReportingOverflow(number)
            case .multiply(let number): input.multipliedReportingOverflow(by: number)
            }
        return overflow ? nil : result
    }

    /// The step as a learner writes it, such as `{ $0 * 10 }`.
    public var description: String {
        switch self {
        case .add(let number): "{ $0 + \(number) }"
        case .subtract(let number): "{ $0 - \(number) }"
        case .multiply(let number): "{ $0 * \(number) }"
        }
    }

    /// Simpler steps, simplest first: `{ $0 + 1 }`, then smaller numbers.
    public var simpler: [Step] {
        let shrunk: [Step] =
            switch self {
            case .add(let number): number > 1 ? [.add(1), .add(number / 2)] : []
            case .subtract(let number): [.add(1)] + (number > 1 ? [.subtract(1)] : [])
            case .multiply(let number): [.add(1)] + (number > 2 ? [.multiply(2)] : [])
            }
        return shrunk.filter { $0 != self }
    }
}

/// A call of a pipeline: the steps it is made of, and the numbers the one
/// function it returns is then called with, in turn.
public struct PipelineCall: Equatable, Codable, Sendable, CustomStringConvertible {
    /// The steps, first to last.
    public var steps: [Step]
    /// The numbers the built pipeline is called with, in turn.
    public var inputs: [Int]

    /// A pipeline of `steps`, called on each of `inputs`.
    public init(steps: [Step], inputs: [Int]) {
        self.steps = steps
        self.inputs = inputs
    }

    /// What the pipeline built once by `pipeline` gives for each input.
    public func run(_ pipeline: ([(Int) -> Int]) -> (Int) -> Int) -> [Int] {
        let built = pipeline(steps.map(\.function))
        return inputs.map(built)
    }

    /// Whether some step overflows on some input, which a fair call never does.
    public var overflows: Bool {
        inputs.contains { input in
            var value: Int? = input
            for step in steps {
                value = value.flatMap(step.exactly)
            }
            return value == nil
        }
    }

    /// The call as a learner writes it, such as
    /// `let p = pipeline([{ $0 + 1 }]); [p(2), p(5)]`; a pipeline of more
    /// than twenty steps shows its first sixteen and how many more there are.
    public var description: String {
        let shown = steps.count > 20 ? Array(steps.prefix(16)) : steps
        let more = steps.count > 20 ? ", … (\(steps.count - 16) more)" : ""
        let built = "pipeline([\(shown.map(\.description).joined(separator: ", "))\(more)])"
        if inputs.count == 1 { return "\(built)(\(inputs[0]))" }
        return "let p = \(built); \(inputs.map { "p(\($0))" })"
            .replacingOccurrences(of: "\"", with: "")
    }
}
