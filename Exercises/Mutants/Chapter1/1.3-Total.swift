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
}
