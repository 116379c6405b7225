import ExerciseSupport

/// Exercise 2.3 · Compute once, then remember
/// 练习 2.3 · 只算一次，然后记住结果
///
/// Return a function that gives `compute()`'s value, but calls `compute` only
/// the first time it is asked, and never before. Later calls return the
/// remembered value. Being lazy (not before it is needed) and memoized (not
/// twice) is what makes a lazy sequence cheap to read again. `compute` may
/// return any `Int`, 0 included.
///
/// Graded: the grader compares your function with the reference solution on a
/// few hundred generated cases: `compute` returning any Int (0, -1, Int.min and
/// Int.max included), and your function asked from zero to 1,001 times. It
/// counts the runs of `compute`: none before the first call, one in all.
///
/// 任务：返回一个函数，它给出 `compute()` 的值，但只在第一次被问到时才调用
/// `compute`，之前绝不调用。之后的调用返回记住的值。惰性（不到需要时不算）加上
/// 记忆化（不算第二遍），正是惰性序列再读一遍也很便宜的原因。`compute` 可能返回
/// 任何 `Int`，包括 0。
///
/// 评分：评分器把你的函数与参考答案在几百个随机生成的情形下对比：`compute` 返回
/// 任何 Int（包括 0、-1、Int.min 和 Int.max），你的函数被问 0 到 1001 次。它会
/// 清点 `compute` 的运行次数：第一次调用之前一次也没有，总共一次。
///
/// ```swift
/// let answer = memoized { print("thinking…"); return 42 }   // prints nothing
/// answer()   // prints thinking…, returns 42
/// answer()   // returns 42 without thinking
/// ```
/// 示例中：创建时什么都不打印；第一次调用 `answer()` 打印 thinking…，返回 42；
/// 第二次不再思考，直接返回 42。
///
/// 书中：第 2 章“流和序列：记忆化”（RACSequence 的每个值只求一次）
/// Book: chapter 2, Memoization (a RACSequence evaluates each value once)
public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
    // TODO(2.3): keep an optional cache that the returned closure fills on first use.
    notAttempted("2.3")
}
