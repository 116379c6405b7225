import ExerciseSupport

/// Exercise 2.2 · An endless sequence of powers of two
///
/// Return the sequence 1, 2, 4, 8, 16, … that never ends. An array cannot
/// hold it, but a lazy sequence can: it only says how to get from one element
/// to the next, and the reader decides how many to take.
/// `sequence(first:next:)` builds one; wrap it in `AnySequence(…)`. Reading
/// the sequence a second time starts again from 1.
///
/// Graded: the grader reads the first n powers for every n from 0 to 63 (up to
/// 2⁶², the largest power of two an Int holds), twice from the same sequence,
/// and reads it with several iterators side by side, each of which must start
/// from 1. It compares what it reads with the reference solution's. Any
/// sequence that gives them passes: the grader cannot see whether you stored
/// the powers.
///
/// ```swift
/// Array(powersOfTwo().prefix(5))   // [1, 2, 4, 8, 16]
/// ```
///
/// Book: chapter 2, Infinite sequences (a RACSequence may never end)
public func powersOfTwo() -> AnySequence<Int> {
    // TODO(2.2): describe the first element and how to get the next one.
    notAttempted("2.2")
}
