import ExerciseSupport

/// Exercise 1.2 · Keep the even numbers with filter
/// 练习 1.2 · 用 filter 留下偶数
///
/// Return only the even numbers, in their original order. `filter` asks a
/// yes-or-no question of every element and keeps those that answer yes.
/// Mind the negative numbers.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty, up to 4,000 numbers). Then it reads your function's body for
/// `filter`: a loop gives the same numbers but skips the point.
///
/// 任务：只返回其中的偶数，保持原来的顺序。`filter` 向每个元素提一个“是或否”的
/// 问题，留下回答“是”的那些。别忘了负数。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数组（有负数、有重复、顺序任意，也
/// 有空数组，最长 4,000 个数）去调用你的答案，结果须与参考答案相同。然后它检查
/// 你的函数体里有没有用 `filter`：用循环也能得到同样的数，却错过了这道题的重
/// 点。
///
/// ```swift
/// evens(in: [1, 2, 3, 4])      // [2, 4]
/// evens(in: [-3, -2, 0, 7])    // [-2, 0]
/// ```
///
/// 书中：第 1 章“高阶过滤”（`-[NSArray rx_filterWithBlock:]`）
/// Book: chapter 1, Filtering (`-[NSArray rx_filterWithBlock:]`)
public func evens(in numbers: [Int]) -> [Int] {
    // TODO(1.2): keep the numbers that are multiples of 2, using filter.
    notAttempted("1.2")
}
