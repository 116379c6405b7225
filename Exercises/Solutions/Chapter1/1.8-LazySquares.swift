/// Exercise 1.8 · Square the first few even numbers, lazily: the reference solution.
///
/// Book: chapter 1, Today: collections and lazy (a lazy view runs its steps
/// element by element, only as far as it must)
public func firstEvenSquares(
    _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
    square: @escaping (Int) -> Int
) -> [Int] {
    // Building the lazy view runs nothing. Making the array pulls one element
    // at a time through filter and then map, and prefix stops asking once it
    // has `count` of them: no number after the last even one is tested, and
    // no odd number is squared. Filter before map, so that square never sees
    // an odd number; filter before prefix, so that prefix counts even numbers.
    Array(numbers.lazy.filter(isEven).map(square).prefix(count))
}
