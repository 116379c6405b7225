/// A call of 1.8's `firstEvenSquares`: how many squares, and of which
/// numbers. The grader's `isEven` is `{ $0 % 2 == 0 }` and its `square`
/// multiplies with overflow wrapping (`&*`), so that every Int can be squared.
public struct EvenSquaresCall: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many squares to ask for: 0 or more.
    public var count: Int
    /// The numbers, handed over as a sequence that is not an array.
    public var numbers: [Int]

    /// A call asking for `count` squares of the even numbers among `numbers`.
    public init(count: Int, numbers: [Int]) {
        self.count = count
        self.numbers = numbers
    }

    /// The call as a learner writes it.
    public var description: String {
        "firstEvenSquares(\(spelled(count)), of: \(spelled(numbers)), "
            + "isEven: { $0 % 2 == 0 }, square: { $0 &* $0 })"
    }

    /// Plays the call on `firstEvenSquares`, writing down each step of the
    /// work: each walk of the numbers, each call of `isEven` and `square`.
    func traced(
        _ firstEvenSquares: (Int, NumberFeed, @escaping (Int) -> Bool, @escaping (Int) -> Int)
            -> [Int]
    ) -> [String] {
        let log = WorkLog()
        let squares = firstEvenSquares(
            count, NumberFeed(numbers, log: log),
            { number in
                log.steps.append("isEven(\(spelled(number)))")
                return number % 2 == 0
            },
            { number in
                log.steps.append("square(\(spelled(number)))")
                return number &* number
            })
        let returned = squares.count == 1 ? "1 square" : "\(squares.count) squares"
        return log.steps + ["returned \(returned):"] + squares.map { "  \(spelled($0))" }
    }
}

/// The numbers of a call as a sequence, not a collection: it can be walked
/// more than once, and it writes down each walk that pulls a number.
public struct NumberFeed: Sequence {
    private let numbers: [Int]
    private let log: WorkLog

    init(_ numbers: [Int], log: WorkLog) {
        self.numbers = numbers
        self.log = log
    }

    /// An iterator that writes "walk N of the numbers" when it first hands out a number.
    public func makeIterator() -> Iterator {
        Iterator(numbers: numbers, log: log)
    }

    /// Hands out the numbers in order.
    public struct Iterator: IteratorProtocol {
        let numbers: [Int]
        let log: WorkLog
        var index = 0

        /// The next number, or nil after the last.
        public mutating func next() -> Int? {
            if index == 0 {
                log.walks += 1
                log.steps.append("walk \(log.walks) of the numbers")
            }
            guard index < numbers.count else { return nil }
            defer { index += 1 }
            return numbers[index]
        }
    }
}

/// The steps of one call's work, in order. Used on the call's own thread only.
final class WorkLog {
    var steps: [String] = []
    var walks = 0
}

/// A number as a learner would write it: `Int.min` and `Int.max` by name.
func spelled(_ number: Int) -> String {
    switch number {
    case .min: "Int.min"
    case .max: "Int.max"
    default: String(number)
    }
}

/// A list as a learner would write it: its first twenty numbers, and how many more.
func spelled(_ numbers: [Int]) -> String {
    let shown = numbers.prefix(20).map(spelled).joined(separator: ", ")
    return numbers.count > 20 ? "[\(shown), … (\(numbers.count - 20) more)]" : "[\(shown)]"
}
