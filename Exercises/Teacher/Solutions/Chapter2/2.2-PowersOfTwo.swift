/// Exercise 2.2 · An endless sequence of powers of two: the reference solution.
///
/// Book: chapter 2, Infinite sequences (a RACSequence may never end)
public func powersOfTwo() -> AnySequence<Int> {
    // sequence(first:next:) holds one element and a rule for the next one.
    // It computes an element only when the reader asks for it, so it can go
    // on for ever (until Int overflows, far beyond what anyone reads here).
    // 中文：sequence(first:next:) 只保存一个元素和求下一个元素的规则。读取方要
    // 一个元素，它才算一个，所以它可以一直算下去（直到 Int 溢出，远远超过这里会
    // 读到的范围）。
    AnySequence(sequence(first: 1) { $0 * 2 })
}
