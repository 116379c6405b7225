/// Wrong answers to exercise 2.1 that its grader must catch.
public enum Mutants2_1 {
    /// Squares the whole array, then takes the first few: right answer, too much work.
    public static func eager(_ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int)
        -> [Int]
    {
        Array(numbers.map(square).prefix(count))
    }

    /// Asks for laziness after the map, when the work is already done.
    public static func lazyTooLate(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.map(square).lazy.prefix(count))
    }
}
