import ExerciseSupport

/// Exercise 2.1 · Square only what you need, lazily
///
/// Return the squares of the first `count` numbers, calling `square` only as
/// many times as there are results. `numbers.map(square)` squares the whole
/// array at once; `numbers.lazy` gives a sequence whose `map` does the work
/// only when someone reads the element.
///
/// Graded: the grader compares your answer with the reference solution on the
/// example below and a few hundred generated calls (empty lists, repeats,
/// negatives, numbers from Int.min to Int.max, lists of thousands, more squares
/// asked for than there are numbers, up to Int.max). Its `square` is
/// `{ $0 &* $0 }`, which wraps around instead of overflowing. It counts the
/// laziness: `square` must be called with exactly the numbers whose squares you
/// return, once each, in order.
///
/// ```swift
/// firstSquares(3, of: Array(1...1000)) { $0 * $0 }
/// // [1, 4, 9], with the closure called 3 times, not 1000
/// ```
///
/// Book: chapter 2, Lazy sequences (a RACSequence computes its values on demand)
public func firstSquares(
    _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
) -> [Int] {
    // TODO(2.1): map lazily, take the prefix, then make an array of it.
    notAttempted("2.1")
}
