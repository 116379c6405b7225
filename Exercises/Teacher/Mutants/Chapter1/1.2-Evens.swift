/// Wrong answers to exercise 1.2 that its grader must catch.
public enum Mutants1_2 {
    /// Keeps the odd numbers instead.
    public static func keepsOdds(_ numbers: [Int]) -> [Int] {
        numbers.filter { !$0.isMultiple(of: 2) }
    }

    /// Drops numbers whose remainder is 1, which keeps negative odd numbers (-3 % 2 is -1).
    public static func trustsRemainder(_ numbers: [Int]) -> [Int] {
        numbers.filter { $0 % 2 != 1 }
    }

    /// Keeps the even numbers, then sorts them: right only for sorted input.
    public static func filtersThenSorts(_ numbers: [Int]) -> [Int] {
        numbers.filter { $0.isMultiple(of: 2) }.sorted()
    }

    /// Keeps each even number once, as if the result were a set.
    public static func dropsRepeats(_ numbers: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return numbers.filter { $0.isMultiple(of: 2) && seen.insert($0).inserted }
    }

    /// Keeps the even numbers with a loop: the right numbers, without filter.
    public static func loopsInsteadOfFiltering(_ numbers: [Int]) -> [Int] {
        var evens: [Int] = []
        for number in numbers where number.isMultiple(of: 2) {
            evens.append(number)
        }
        return evens
    }

    /// Keeps even numbers only up to a million in size, as if no number were larger.
    public static func keepsSmallEvens(_ numbers: [Int]) -> [Int] {
        numbers.filter { $0.isMultiple(of: 2) && $0 > -1_000_000 && $0 < 1_000_000 }
    }
}
