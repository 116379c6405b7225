import ExerciseSupport

/// Exercise 2.3 · Compute once, then remember
///
/// Return a function that gives `compute()`'s value, but calls `compute` only
/// the first time it is asked, and never before. Later calls return the
/// remembered value. Being lazy (not before it is needed) and memoized (not
/// twice) is what makes a lazy sequence cheap to read again.
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
