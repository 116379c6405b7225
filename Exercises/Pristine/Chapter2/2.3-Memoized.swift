import ExerciseSupport

/// Exercise 2.3 · Compute once, then remember
///
/// Return a function that gives `compute()`'s value, but calls `compute` only
/// the first time it is asked, and never before. Later calls return the
/// remembered value. Being lazy (not before it is needed) and memoized (not
/// twice) is what makes a lazy sequence cheap to read again. `compute` may
/// return any `Int`, 0 included.
///
/// Graded: the grader compares your function with the reference solution on a
/// few hundred generated cases: `compute` returning any Int (0, -1, Int.min and
/// Int.max included), and your function asked from zero to a thousand times. It
/// counts the runs of `compute`: none before the first call, one in all.
///
/// ```swift
/// let answer = memoized { print("thinking…"); return 42 }   // prints nothing
/// answer()   // prints thinking…, returns 42
/// answer()   // returns 42 without thinking
/// ```
///
/// Book: chapter 2, Lazy sequences (a RACSequence evaluates each value once)
public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
    // TODO(2.3): keep an optional cache that the returned closure fills on first use.
    notAttempted("2.3")
}
