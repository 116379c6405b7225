import ExerciseSupport

/// Exercise 1.7 · Fold a list of functions into one
/// 练习 1.7 · 把一列函数折叠成一个函数
///
/// Return one function that runs every step in order, feeding each step's
/// result to the next. Functions are values, so a fold can combine them like
/// numbers. With no steps at all, the pipeline returns its input unchanged.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated pipelines of up to 300 steps
/// (and one of 301). Then it reads your function's body for `reduce`: a loop
/// gives the same function but skips the fold.
///
/// 任务：返回一个函数，它按顺序运行每一步，把每一步的结果交给下一步。函数也是值，
/// 所以折叠可以像合并数字那样把它们合并起来。一步都没有时，这条管道原样返回它
/// 的输入。
///
/// 评分：评分器拿下面的例子和几百条随机生成的管道（最多 300 步，另有一条 301 步
/// 的）去调用你的答案，结果须与参考答案相同。然后它检查你的函数体里有没有用
/// `reduce`：用循环也能得到同样的函数，却绕开了折叠。
///
/// ```swift
/// let addThenScale = pipeline([{ $0 + 1 }, { $0 * 10 }])
/// addThenScale(2)       // 30, because (2 + 1) * 10
/// pipeline([])(7)       // 7
/// ```
/// 示例中：结果是 30，因为 `(2 + 1) * 10`。
///
/// 书中：第 1 章“高阶函数”（接受函数、返回函数的函数）
/// Book: chapter 1, Higher-order functions (functions that take and return functions)
public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
    // TODO(1.7): fold the steps into one function, starting from { $0 }.
    notAttempted("1.7")
}
