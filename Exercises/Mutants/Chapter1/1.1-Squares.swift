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
}
