import ExerciseSupport

/// Exercise 1.2 · Keep the even numbers with filter
///
/// Return only the even numbers, in their original order. `filter` asks a
/// yes-or-no question of every element and keeps those that answer yes.
/// Mind the negative numbers.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty). Then it reads your function's body for `filter`: a loop gives
/// the same numbers but skips the point.
///
/// ```swift
/// evens(in: [1, 2, 3, 4])      // [2, 4]
/// evens(in: [-3, -2, 0, 7])    // [-2, 0]
/// ```
///
/// Book: chapter 1, Filtering (`-[RACSequence filter:]`)
public func evens(in numbers: [Int]) -> [Int] {
    // TODO(1.2): keep the numbers that are multiples of 2, using filter.
    notAttempted("1.2")
}
