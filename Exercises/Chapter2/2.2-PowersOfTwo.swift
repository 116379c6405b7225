import ExerciseSupport

/// Exercise 2.2 · An endless sequence of powers of two
/// 练习 2.2 · 2 的幂组成的无穷序列
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
/// the powers. Up to four iterators read one sequence side by side.
///
/// 任务：返回永不结束的序列 1、2、4、8、16……数组装不下它，惰性序列却可以：
/// 它只说明怎样从一个元素得到下一个，取多少由读取方决定。
/// `sequence(first:next:)` 可以构造这样的序列；再用 `AnySequence(…)` 包起来。第
/// 二次读这个序列时，要重新从 1 开始。
///
/// 评分：评分器对 0 到 63 的每个 n 读出前 n 个幂（最大到 2⁶²，即 Int 能装下的最
/// 大的 2 的幂），对同一个序列读两遍，还会让几个迭代器并排去读，每个都必须从 1
/// 开始。它把读到的值与参考答案对比。只要给出这些值的序列都能通过：评分器看不出
/// 你是否把幂存了起来。最多四个迭代器并排读同一个序列。
///
/// ```swift
/// Array(powersOfTwo().prefix(5))   // [1, 2, 4, 8, 16]
/// ```
///
/// 书中：第 2 章“流和序列：序列”（RACSequence 可以永不结束）
/// Book: chapter 2, Sequences (a RACSequence may never end)
public func powersOfTwo() -> AnySequence<Int> {
    // TODO(2.2): describe the first element and how to get the next one.
    notAttempted("2.2")
}
