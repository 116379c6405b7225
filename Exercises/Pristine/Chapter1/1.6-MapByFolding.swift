import ExerciseSupport

/// Exercise 1.6 · Build map out of a fold
///
/// Write your own `map` with `reduce`: start from an empty array and append
/// the transformed element at each step. Call `transform` exactly once per
/// element, in order. Once you have done it, you have seen that a fold is
/// the more general tool: `filter` is a fold too.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists of numbers and of words, with
/// the calls of `transform` counted. Then it reads your function's body for
/// `reduce` and no `map`: the built-in `map` gives the same results but skips the
/// exercise.
///
/// ```swift
/// mapByFolding([1, 2, 3]) { String($0) }   // ["1", "2", "3"]
/// mapByFolding(["a", "bb"]) { $0.count }   // [1, 2]
/// ```
///
/// Book: chapter 1, Folding (map and filter are both folds)
public func mapByFolding<Element, Result>(
    _ elements: [Element], _ transform: (Element) -> Result
) -> [Result] {
    // TODO(1.6): reduce the elements into an array of transformed elements.
    notAttempted("1.6")
}
