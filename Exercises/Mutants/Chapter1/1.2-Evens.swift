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
}
