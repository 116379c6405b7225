import ExerciseHarness
import Reactive

/// A call of 2.8's `prefix(of:while:)`: numbers to take from, as a pull
/// sequence, and the test a number must pass to be taken.
public struct Taking: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The numbers to take from.
    public var numbers: [Int]
    /// The test a number must pass.
    public var test: Condition

    /// The test a number must pass to be taken.
    public enum Condition: Codable, Sendable, Equatable, CustomStringConvertible {
        case lessThan(Int)
        case notMultipleOf(Int)
        case positive
        case always

        /// Whether `number` passes.
        public func passes(_ number: Int) -> Bool {
            switch self {
            case .lessThan(let limit): number < limit
            case .notMultipleOf(let divisor): number % divisor != 0
            case .positive: number > 0
            case .always: true
            }
        }

        /// The test as a learner writes it.
        public var description: String {
            switch self {
            case .lessThan(let limit): "{ $0 < \(written(limit)) }"
            case .notMultipleOf(let divisor): "{ $0 % \(divisor) != 0 }"
            case .positive: "{ $0 > 0 }"
            case .always: "{ _ in true }"
            }
        }
    }

    /// A call taking from `numbers` while `test` holds.
    public init(numbers: [Int], test: Condition) {
        self.numbers = numbers
        self.test = test
    }

    /// The call as a learner would write it.
    public var description: String {
        "prefix(of: PullSequence(\(written(numbers))), while: \(test))"
    }

    /// Takes from the numbers, counting the numbers pulled.
    func traced(_ prefix: (PullSequence<Int>, (Int) -> Bool) -> [Int]) -> TakingTrace {
        let numbers = CountedList(numbers)
        let test = test
        let taken = prefix(PullSequence(numbers), test.passes)
        return TakingTrace(taken: taken, pulled: numbers.pulled)
    }
}

/// A call of 2.8's `prefix(of:while:)` on the endless sequence 1, 2, 3, …:
/// `prefix(of: PullSequence(1...), while: { $0 < limit })`.
public struct EndlessTaking: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The first number that is not taken.
    public var limit: Int

    /// A call taking from 1, 2, 3, … while the numbers are below `limit`.
    public init(limit: Int) {
        self.limit = limit
    }

    /// The call as a learner would write it.
    public var description: String {
        "prefix(of: PullSequence(1...), while: { $0 < \(written(limit)) })"
    }

    /// Takes from 1, 2, 3, … while the numbers are below the limit, counting the numbers pulled.
    func traced(_ prefix: (PullSequence<Int>, (Int) -> Bool) -> [Int]) -> TakingTrace {
        let pulled = CallCounter()
        let numbers = PullSequence(
            (1...).lazy.map { number -> Int in
                pulled.tick()
                return number
            })
        let limit = limit
        let taken = prefix(numbers) { $0 < limit }
        return TakingTrace(taken: taken, pulled: pulled.count)
    }
}

/// What `prefix(of:while:)` returned, and how many numbers it pulled.
public struct TakingTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What `prefix(of:while:)` returned.
    public let taken: [Int]
    /// How many numbers it pulled.
    public let pulled: Int

    /// A trace of these numbers and pulls.
    public init(taken: [Int], pulled: Int) {
        self.taken = taken
        self.pulled = pulled
    }

    /// The numbers taken, then the pulls.
    public var description: String {
        "\(written(taken)), pulling \(times(pulled, "number"))"
    }
}
