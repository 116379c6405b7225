/// Wrong answers to exercise 1.3 that its grader must catch.
public enum Mutants1_3 {
    /// Folds from 1 instead of 0.
    public static func startsAtOne(_ numbers: [Int]) -> Int {
        numbers.reduce(1, +)
    }

    /// Forgets the first number.
    public static func skipsTheFirst(_ numbers: [Int]) -> Int {
        numbers.dropFirst().reduce(0, +)
    }

    /// Adds up `Set(numbers)`, so a number that repeats counts once.
    public static func sumsTheSet(_ numbers: [Int]) -> Int {
        Set(numbers).reduce(0, +)
    }

    /// Answers the task's examples from a table, and anything else with 0.
    public static func hardCodesTheExamples(_ numbers: [Int]) -> Int {
        switch numbers {
        case [1, 2, 3, 4]: return 10
        case [5]: return 5
        case [-2, 2, 7]: return 7
        default: return 0
        }
    }

    /// Adds up with a loop: the right sum, without a fold.
    public static func loopsInsteadOfFolding(_ numbers: [Int]) -> Int {
        var total = 0
        for number in numbers {
            total += number
        }
        return total
    }

    /// Adds up the first hundred numbers only: right for every short list.
    public static func addsTheFirstHundred(_ numbers: [Int]) -> Int {
        numbers.prefix(100).reduce(0, +)
    }

    /// Calls reduce where its result is thrown away, and adds up with forEach.
    public static func reducesButIgnoresIt(_ numbers: [Int]) -> Int {
        _ = numbers.reduce(0, +)
        var total = 0
        // swift-format-ignore: ReplaceForEachWithForLoop
        numbers.forEach { total += $0 }
        return total
    }

    /// Folds from 0, then adds 1 to the sum.
    public static func addsOneAfterTheFold(_ numbers: [Int]) -> Int {
        numbers.reduce(0, +) + 1
    }

    /// Folds from 0, but adds 1 with every number.
    public static func addsOneForEachNumber(_ numbers: [Int]) -> Int {
        numbers.reduce(0) { total, number in total + number + 1 }
    }
}
