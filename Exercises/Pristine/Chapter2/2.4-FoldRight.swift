import ExerciseSupport

/// Exercise 2.4 · Fold from the right
///
/// `reduce` folds from the left: it combines the first element first.
/// Write the fold that starts at the other end: the last element is combined
/// with `initial`, then the one before it with that result, and so on, so
/// that the first element is combined last.
///
/// Graded: the grader compares your fold with the reference solution on the
/// examples below and a few hundred generated lists of numbers (any Int) and of
/// words (accents, emoji, CJK, spaces and line breaks), empty, single, with
/// repeats, and thousands long. It passes a recording `combine`, so every call
/// is checked: each element once, with the result of the call before it.
///
/// ```swift
/// foldRight(["a", "b", "c"], "·") { "(\($0) \($1))" }   // "(a (b (c ·)))"
/// foldRight([1, 2, 3], [Int]()) { [$0] + $1 }           // [1, 2, 3]
/// ```
///
/// Book: chapter 2, Fold right (`-[RACSequence foldRightWithStart:reduce:]`)
public func foldRight<Element, Result>(
    _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
) -> Result {
    // TODO(2.4): combine the elements from the last one to the first.
    notAttempted("2.4")
}
