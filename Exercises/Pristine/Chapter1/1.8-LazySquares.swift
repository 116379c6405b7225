import ExerciseSupport

/// Exercise 1.8 · Square the first few even numbers, lazily
///
/// Return the squares of the first `count` even numbers in `numbers`, in
/// order, testing each number with `isEven` and squaring with `square`. Do
/// only the work the answer needs: walk `numbers` once, test numbers up to the
/// `count`-th even one and no further, and square only the even numbers you
/// return, each once. A sequence's `filter` and `map` do all their work at
/// once; `numbers.lazy` gives a view whose `filter` and `map` take one
/// element at a time through both steps, and `prefix` stops the walk.
/// `count` is 0 or more.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated calls (no numbers, no even
/// numbers, fewer even numbers than asked for, `count` from 0 to Int.max,
/// numbers from Int.min to Int.max, sequences of thousands). Its `square` is
/// `{ $0 &* $0 }`, which wraps around instead of overflowing. It counts the
/// work: which numbers `isEven` and `square` are called with, in which order,
/// and how often `numbers` is walked. Then it reads your function for `lazy`.
///
/// ```swift
/// let numbers = stride(from: 1, through: 1000, by: 1)
/// firstEvenSquares(2, of: numbers, isEven: { $0 % 2 == 0 }, square: { $0 * $0 })
/// // [4, 16]: isEven called with 1, 2, 3 and 4, square with 2 and 4; not 1000 times
/// ```
///
/// Book: chapter 1, Today: collections and lazy (a lazy view runs its steps
/// element by element, only as far as it must)
public func firstEvenSquares(
    _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
    square: @escaping (Int) -> Int
) -> [Int] {
    // TODO(1.8): take numbers.lazy through filter and map, then its prefix, into an array.
    notAttempted("1.8")
}
