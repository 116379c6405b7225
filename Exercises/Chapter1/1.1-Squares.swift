import ExerciseSupport

/// Exercise 1.1 · Square every number with map
///
/// Return a new array with the square of each number, in the same order.
/// `map` calls a function on every element and collects what it returns,
/// so you never write the loop yourself.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty). Then it reads your function's body for `map`: a loop gives the
/// same numbers but skips the point.
///
/// ```swift
/// squares(of: [1, 2, 3])    // [1, 4, 9]
/// squares(of: [-4, 0, 5])   // [16, 0, 25]
/// squares(of: [])           // []
/// ```
///
/// Book: chapter 1, Mapping (`-[RACSequence map:]`)
public func squares(of numbers: [Int]) -> [Int] {
    // TODO(1.1): return each number squared, using map.
    notAttempted("1.1")
}
