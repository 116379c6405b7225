import ExerciseSupport

/// Exercise 1.3 · Add up a list with a fold
///
/// Return the sum of the numbers. A fold (`reduce` in Swift) starts from an
/// initial value and combines it with each element in turn, carrying the
/// running result along. The sum of no numbers at all is 0.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty). Then it reads your function's body for `reduce`: a loop gives
/// the same sum but skips the fold.
///
/// ```swift
/// total(of: [1, 2, 3, 4])   // 10
/// total(of: [])             // 0
/// ```
///
/// Book: chapter 1, Folding (`-[RACSequence foldLeftWithStart:reduce:]`)
public func total(of numbers: [Int]) -> Int {
    // TODO(1.3): fold the numbers into their sum, using reduce.
    notAttempted("1.3")
}
