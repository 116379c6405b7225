import ExerciseSupport

/// Exercise 1.5 · Find the largest, even in an empty list
/// 练习 1.5 · 找出最大值，空列表也要处理
///
/// Return the largest number, or `nil` when there are no numbers. Write it as
/// a fold: the choice of the initial value is the whole exercise. Zero is not
/// a safe start; think about a list of negative numbers.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty, up to 4,000 numbers). Then it reads your function's body for
/// `reduce`: `sorted().last` or `max()` give the same number but skip the fold.
///
/// 任务：返回最大的那个数；一个数都没有时返回 `nil`。请用折叠来写：整道题的关键
/// 就在于选什么作初始值。0 不是安全的起点，想想全是负数的数组。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数组（有负数、有重复、顺序任意，也
/// 有空数组，最长 4,000 个数）去调用你的答案，结果须与参考答案相同。然后它检查
/// 你的函数体里有没有用 `reduce`：`sorted().last` 或 `max()` 也能给出同样的数，
/// 却绕开了折叠。
///
/// ```swift
/// largest(in: [3, 9, 2])      // 9
/// largest(in: [-5, -2, -9])   // -2
/// largest(in: [])             // nil
/// ```
///
/// 书中：第 1 章“高阶折叠”（`-[NSArray rx_foldInitialValue:block:]` 的初始值）
/// Book: chapter 1, Folding (the start value of
/// `-[NSArray rx_foldInitialValue:block:]`)
public func largest(in numbers: [Int]) -> Int? {
    // TODO(1.5): fold the numbers, starting from nil.
    notAttempted("1.5")
}
