/// Wrong answers to exercise 1.8 that its grader must catch.
public enum Mutants1_8 {
    /// Filters and maps the sequence itself, not its lazy view: every number
    /// is tested and every even one squared before the prefix is taken.
    public static func filtersEagerly(
        _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
        square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.filter(isEven).map(square).prefix(count))
    }

    /// Squares first and keeps the even squares: the same answer, since a
    /// square is even when its number is, but odd numbers are squared too.
    public static func mapsBeforeFiltering(
        _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
        square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.lazy.map(square).filter(isEven).prefix(count))
    }

    /// Takes the first `count` numbers, then the even ones among them.
    public static func takesThePrefixFirst(
        _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
        square: @escaping (Int) -> Int
    ) -> [Int] {
        Array(numbers.lazy.prefix(count).filter(isEven).map(square))
    }

    /// Checks that there is a first square before making the array: the lazy
    /// view keeps nothing, so the walk and its closures run twice.
    public static func checksForAFirstSquare(
        _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
        square: @escaping (Int) -> Int
    ) -> [Int] {
        let squares = numbers.lazy.filter(isEven).map(square)
        guard squares.first(where: { _ in true }) != nil else { return [] }
        return Array(squares.prefix(count))
    }

    /// A loop that stops at the `count`-th even number: the same work, in
    /// the same order, but no lazy view.
    public static func loopsInsteadOfLazy(
        _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
        square: @escaping (Int) -> Int
    ) -> [Int] {
        var squares: [Int] = []
        guard count > 0 else { return squares }
        for number in numbers where isEven(number) {
            squares.append(square(number))
            if squares.count == count { break }
        }
        return squares
    }
}
