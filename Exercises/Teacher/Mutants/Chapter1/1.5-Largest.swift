/// Wrong answers to exercise 1.5 that its grader must catch.
public enum Mutants1_5 {
    /// Folds from 0: wrong for an empty list and for negative numbers.
    public static func startsAtZero(_ numbers: [Int]) -> Int? {
        numbers.reduce(0, max)
    }

    /// Finds the smallest instead.
    public static func smallest(_ numbers: [Int]) -> Int? {
        numbers.reduce(nil) { best, number in min(best ?? number, number) }
    }

    /// Folds over `dropLast()`, so the last number is never looked at.
    public static func foldsOverDropLast(_ numbers: [Int]) -> Int? {
        numbers.dropLast().reduce(nil) { best, number in
            guard let best else { return number }
            return max(best, number)
        }
    }

    /// Sorts and takes the last: the right number, without a fold.
    public static func sortsThenTakesLast(_ numbers: [Int]) -> Int? {
        numbers.sorted().last
    }

    /// Folds from Int.min and takes Int.min to mean "no numbers": wrong for
    /// a list whose largest number is Int.min.
    public static func takesIntMinForNothing(_ numbers: [Int]) -> Int? {
        let largest = numbers.reduce(Int.min, max)
        return largest == Int.min ? nil : largest
    }

    /// Folds from minus a million: right while no number is smaller.
    public static func startsFromMinusAMillion(_ numbers: [Int]) -> Int? {
        numbers.isEmpty ? nil : numbers.reduce(-1_000_000, max)
    }

    /// Calls a reduce of its own, declared below, that sorts: a decoy of the word.
    public static func callsADecoyReduce(_ numbers: [Int]) -> Int? {
        DecoyNumbers(all: numbers).reduce(nil) { _, number in number }
    }
}

/// A list whose own `reduce` ignores its closure and sorts.
private struct DecoyNumbers {
    let all: [Int]

    func reduce(_ start: Int?, _ next: (Int?, Int) -> Int?) -> Int? {
        all.sorted().last
    }
}
