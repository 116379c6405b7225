import ExerciseSupport

/// Exercise 2.5 · A lazy fold right that stops early
///
/// Fold from the right, but lazily: `combine` gets the element and a closure
/// that computes the rest of the fold only if called. So a `combine` that has
/// its answer can return without calling it, and the fold stops reading the
/// sequence, even a very long one. Pull each element only when needed.
///
/// Graded: the grader compares your fold with the reference solution on folds
/// like the examples below and a few hundred generated ones over any Int, some
/// thousands of numbers long, some that stop at a number and some that never
/// stop. It counts the laziness: you must pull as many elements as the
/// reference does, reading the sequence once from its start, and `combine` must
/// get the same ones.
///
/// ```swift
/// lazyFoldRight(["a", "b"], "·") { "(\($0) \($1()))" }   // "(a (b ·))"
/// lazyFoldRight(1...1_000_000, false) { $0 == 6 || $1() }
/// // true, after reading only 1 to 6
/// ```
///
/// Book: chapter 2, Fold right (its reduce block gets the rest as a lazy sequence)
public func lazyFoldRight<Elements: Sequence, Result>(
    _ elements: Elements, _ initial: Result,
    _ combine: @escaping (Elements.Element, () -> Result) -> Result
) -> Result {
    // TODO(2.5): pull one element, and pass combine a closure that folds the rest.
    notAttempted("2.5")
}
