import ExerciseSupport

/// Exercise 1.5 · Find the largest, even in an empty list
///
/// Return the largest number, or `nil` when there are no numbers. Write it as
/// a fold: the choice of the initial value is the whole exercise. Zero is not
/// a safe start; think about a list of negative numbers.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty). Then it reads your function's body for `reduce`:
/// `sorted().last` or `max()` give the same number but skip the fold.
///
/// ```swift
/// largest(in: [3, 9, 2])      // 9
/// largest(in: [-5, -2, -9])   // -2
/// largest(in: [])             // nil
/// ```
///
/// Book: chapter 1, Folding (the start value of `-foldLeftWithStart:reduce:`)
public func largest(in numbers: [Int]) -> Int? {
    // TODO(1.5): fold the numbers, starting from nil.
    notAttempted("1.5")
}
