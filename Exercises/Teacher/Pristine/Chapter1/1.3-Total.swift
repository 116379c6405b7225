import ExerciseSupport

/// Exercise 1.3 · Add up a list with a fold
/// 练习 1.3 · 用折叠求一个列表的和
///
/// Return the sum of the numbers. A fold (`reduce` in Swift) starts from an
/// initial value and combines it with each element in turn, carrying the
/// running result along. The sum of no numbers at all is 0.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty, up to 4,000 numbers). Then it reads your function's body for
/// `reduce`: a loop gives the same sum but skips the fold.
///
/// 任务：返回这些数的和。折叠（Swift 里叫 `reduce`）从一个初始值出发，依次把它
/// 和每个元素合并，一路带着累计的结果往下走。一个数都没有时，和是 0。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数组（有负数、有重复、顺序任意，也
/// 有空数组，最长 4,000 个数）去调用你的答案，结果须与参考答案相同。然后它检查
/// 你的函数体里有没有用 `reduce`：用循环也能求出同样的和，却绕开了折叠。
///
/// ```swift
/// total(of: [1, 2, 3, 4])   // 10
/// total(of: [])             // 0
/// ```
///
/// 书中：第 1 章“高阶折叠”（`-[NSArray rx_foldWithBlock:]`）
/// Book: chapter 1, Folding (`-[NSArray rx_foldWithBlock:]`)
public func total(of numbers: [Int]) -> Int {
    // TODO(1.3): fold the numbers into their sum, using reduce.
    notAttempted("1.3")
}
