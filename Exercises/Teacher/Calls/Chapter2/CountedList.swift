import ExerciseHarness

/// A list of numbers as a sequence that counts how many were pulled, over
/// all its iterators, and how many times it was read from its start, so a
/// grader can tell how much of it an answer read, and how.
///
/// ```swift
/// let numbers = CountedList([4, 5, 6])
/// _ = numbers.first { $0 > 4 }
/// _ = numbers.first { $0 > 5 }
/// print(numbers.pulled, numbers.reads)   // prints 5 2
/// ```
public struct CountedList: Sequence, Sendable {
    /// The numbers, in order.
    public let numbers: [Int]
    private let pulls = CallCounter()
    private let starts = CallCounter()

    /// The list `numbers`, nothing pulled yet.
    public init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    /// How many numbers all iterators of this list have handed out so far.
    public var pulled: Int {
        pulls.count
    }

    /// How many iterators have been asked for a number: how many times the
    /// list was read from its start. Making an iterator is not reading.
    public var reads: Int {
        starts.count
    }

    /// An iterator from the first number.
    public func makeIterator() -> Iterator {
        Iterator(numbers: numbers, pulls: pulls, starts: starts)
    }

    /// Hands out the numbers in order, counting each.
    public struct Iterator: IteratorProtocol {
        let numbers: [Int]
        let pulls: CallCounter
        let starts: CallCounter
        var index = 0
        var started = false

        /// The next number, or nil after the last.
        public mutating func next() -> Int? {
            if !started {
                started = true
                starts.tick()
            }
            guard index < numbers.count else { return nil }
            defer { index += 1 }
            pulls.tick()
            return numbers[index]
        }
    }
}
