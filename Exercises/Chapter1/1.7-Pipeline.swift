import ExerciseSupport

/// Exercise 1.7 · Fold a list of functions into one
///
/// Return one function that runs every step in order, feeding each step's
/// result to the next. Functions are values, so a fold can combine them like
/// numbers. With no steps at all, the pipeline returns its input unchanged.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated pipelines of up to ten steps. Then
/// it reads your function's body for `reduce`: a loop gives the same function but
/// skips the fold.
///
/// ```swift
/// let addThenScale = pipeline([{ $0 + 1 }, { $0 * 10 }])
/// addThenScale(2)       // 30, because (2 + 1) * 10
/// pipeline([])(7)       // 7
/// ```
///
/// Book: chapter 1, Higher-order functions (functions that take and return functions)
public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
    // TODO(1.7): fold the steps into one function, starting from { $0 }.
    notAttempted("1.7")
}
