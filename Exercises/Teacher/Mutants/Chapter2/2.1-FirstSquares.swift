/// Wrong answers to exercise 2.1 that its grader must catch.
public enum Mutants2_1 {
    /// Squares the whole array, then takes the first few: right answer, no laziness.
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

    /// Reads the next square before checking whether it is wanted: one square too many.
    public static func squaresOneTooMany(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        var squares: [Int] = []
        var iterator = numbers.lazy.map(square).makeIterator()
        while let next = iterator.next(), squares.count < count {
            squares.append(next)
        }
        return squares
    }

    /// Squares the numbers itself instead of calling `square`.
    public static func squaresItself(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.lazy.map { $0 * $0 }.prefix(count))
    }

    /// Takes three squares, as in the task's example, whatever `count` says.
    public static func takesThree(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.lazy.map(square).prefix(3))
    }

    /// Lazy, but never more than a thousand squares: right for every call a
    /// task would show.
    public static func takesAtMostAThousand(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.lazy.map(square).prefix(min(count, 1000)))
    }

    /// Takes Int.max for "all of them" and refuses any other count above
    /// 4096, as if it were a page size: such a count gives no squares.
    public static func refusesLargeCounts(
        _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
    ) -> [Int] {
        let wanted = count > 4096 && count != .max ? 0 : count
        return Array(numbers.lazy.map(square).prefix(wanted))
    }
}
