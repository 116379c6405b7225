/// Wrong answers to exercise 1.1 that its grader must catch.
public enum Mutants1_1 {
    /// Doubles each number instead of squaring it.
    public static func doubles(_ numbers: [Int]) -> [Int] {
        numbers.map { $0 * 2 }
    }

    /// Squares, but returns the squares sorted, losing the input's order.
    public static func sortsTheSquares(_ numbers: [Int]) -> [Int] {
        numbers.map { $0 * $0 }.sorted()
    }

    /// Answers the task's examples from a table, and anything else with nothing.
    public static func hardCodesTheExamples(_ numbers: [Int]) -> [Int] {
        switch numbers {
        case [1, 2, 3]: return [1, 4, 9]
        case [-4, 0, 5]: return [16, 0, 25]
        default: return []
        }
    }

    /// Squares each number with a loop: the right numbers, without map.
    public static func loopsInsteadOfMapping(_ numbers: [Int]) -> [Int] {
        var squares: [Int] = []
        for number in numbers {
            squares.append(number * number)
        }
        return squares
    }

    /// Squares only the first fifty numbers: right for every list a task would show.
    public static func squaresTheFirstFifty(_ numbers: [Int]) -> [Int] {
        numbers.prefix(50).map { $0 * $0 }
    }

    /// A loop that collects into a variable named map: the word, not the call.
    public static func loopsIntoAVariableNamedMap(_ numbers: [Int]) -> [Int] {
        var map: [Int] = []
        for number in numbers {
            map.append(number * number)
        }
        return map
    }

    /// Writes the square as `$0 ^ 2`: in Swift `^` is exclusive or, not a power.
    public static func xorsWithTwo(_ numbers: [Int]) -> [Int] {
        numbers.map { $0 ^ 2 }
    }

    /// Squares lists of up to 12 numbers and of 200 or more, and drops the
    /// last square of a list in between: an answer tuned to lengths a
    /// grader that draws 0 to 12, or else hundreds, never tries.
    public static func dropsTheLastOfMidLengths(_ numbers: [Int]) -> [Int] {
        Array(numbers.map { $0 * $0 }.dropLast((13...199).contains(numbers.count) ? 1 : 0))
    }
}
