import ExerciseSupport
import Reactive

/// Exercise 2.8 · Take while, with a right fold on a pull sequence
///
/// Return the numbers from the start of `numbers` up to, not including, the
/// first one for which `isIncluded` is false. Write it with the pull
/// sequence's own `foldRight`: its `combine` gets each number and `rest`, a
/// closure that folds everything after it. Pull nothing after the first number
/// that fails, so that it works on an endless sequence too.
///
/// Graded: the grader compares your answer with the reference solution on the
/// example below and a few hundred generated lists (any Int, thousands long)
/// and tests, counting the numbers pulled, and on the endless sequence
/// `PullSequence(1...)` with several limits. Then it reads your function's body
/// for `foldRight`: a for-in loop with `break` pulls as little, but skips the
/// right fold.
///
/// ```swift
/// prefix(of: PullSequence(1...), while: { $0 < 4 })
/// // [1, 2, 3], after pulling 1 to 4 only
/// ```
///
/// Book: chapter 2, Streams and sequences (`-[RACSequence foldRightWithStart:reduce:]`)
public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
    // TODO(2.8): return numbers.foldRight([]) { number, rest in … }.
    notAttempted("2.8")
}
