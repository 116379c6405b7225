/// Exercise 2.2 · An endless sequence of powers of two: the reference solution.
///
/// Book: chapter 2, Infinite sequences (a RACSequence may never end)
public func powersOfTwo() -> AnySequence<Int> {
    // sequence(first:next:) holds one element and a rule for the next one.
    // It computes an element only when the reader asks for it, so it can go
    // on for ever (until Int overflows, far beyond what anyone reads here).
    AnySequence(sequence(first: 1) { $0 * 2 })
}
