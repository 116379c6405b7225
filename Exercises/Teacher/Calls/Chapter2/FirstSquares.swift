/// A call of 2.1's `firstSquares`: how many squares, and of which numbers.
/// The grader's `square` multiplies with overflow wrapping (`&*`), so that
/// every Int can be squared.
public struct SquaresCall: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many squares to ask for.
    public var count: Int
    /// The numbers to square.
    public var numbers: [Int]

    /// A call asking for `count` squares of `numbers`.
    public init(count: Int, numbers: [Int]) {
        self.count = count
        self.numbers = numbers
    }

    /// The call as a learner writes it.
    public var description: String {
        "firstSquares(\(written(count)), of: \(written(numbers))) { $0 &* $0 }"
    }

    /// Plays the call on `firstSquares` with a `square` that records each number it is given.
    func traced(_ firstSquares: (Int, [Int], @escaping (Int) -> Int) -> [Int]) -> SquaresTrace {
        let calls = NumberLog()
        let squares = firstSquares(count, numbers) { number in
            calls.numbers.append(number)
            return number &* number
        }
        return SquaresTrace(squares: squares, calls: calls.numbers)
    }
}

/// What `firstSquares` returned, and the numbers `square` was called with, in order.
public struct SquaresTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What `firstSquares` returned.
    public let squares: [Int]
    /// The numbers `square` was called with, in order.
    public let calls: [Int]

    /// A trace of these squares and calls.
    public init(squares: [Int], calls: [Int]) {
        self.squares = squares
        self.calls = calls
    }

    /// The squares, then the calls, as a learner writes them.
    public var description: String {
        "\(written(squares)), calling square with \(written(calls))"
    }
}

/// Collects the numbers a closure was called with.
final class NumberLog {
    var numbers: [Int] = []
}
