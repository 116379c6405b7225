import ExerciseGrading

/// A list of numbers as a sequence that counts how many were pulled, over
/// all its iterators, so a grader can tell how much of it an answer read.
///
/// ```swift
/// let numbers = CountedList([4, 5, 6])
/// _ = numbers.first { $0 > 4 }
/// print(numbers.pulled)   // prints 2
/// ```
struct CountedList: Sequence, Sendable {
    let numbers: [Int]
    private let counter = CallCounter()

    init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    /// How many numbers all iterators of this list have handed out so far.
    var pulled: Int {
        counter.count
    }

    func makeIterator() -> Iterator {
        Iterator(numbers: numbers, counter: counter)
    }

    /// Hands out the numbers in order, counting each.
    struct Iterator: IteratorProtocol {
        let numbers: [Int]
        let counter: CallCounter
        var index = 0

        mutating func next() -> Int? {
            guard index < numbers.count else { return nil }
            defer { index += 1 }
            counter.tick()
            return numbers[index]
        }
    }
}

/// A list of numbers as a learner would write it in a call: `[3, 1, 2]`, or
/// `1...1000` for a long run of numbers from 1.
func written(_ numbers: [Int]) -> String {
    if numbers.count > 12, numbers == Array(1...numbers.count) {
        return "1...\(numbers.count)"
    }
    return "\(numbers)"
}

/// Lists of small numbers, with repeats, negatives and any order, of up to `size` numbers.
func randomNumbers(_ random: inout SplitMix64, size: Int) -> [Int] {
    let count = Int.random(in: 0...max(size, 0), using: &random)
    let bound = max(3, size)
    return (0..<count).map { _ in Int.random(in: -bound...bound, using: &random) }
}

/// A count and its noun, singular or plural: "1 number", "2 numbers".
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
}

/// Simpler lists of numbers, for shrinking a failure. A long list (such as
/// the examples' 1...1000) is only halved: listing every list without one of
/// its thousand numbers would cost more than the rest of the grading.
func smallerNumbers(_ numbers: [Int]) -> [[Int]] {
    guard numbers.count > 16 else { return Shrink.list(numbers, element: Shrink.integer) }
    let half = numbers.count / 2
    return [[], Array(numbers[..<half]), Array(numbers[half...])]
}
