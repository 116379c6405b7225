import ExerciseSupport

/// Exercise 1.1 · Square every number with map
/// 练习 1.1 · 用 map 求每个数的平方
///
/// Return a new array with the square of each number, in the same order.
/// `map` calls a function on every element and collects what it returns,
/// so you never write the loop yourself.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists (negatives, repeats, any
/// order, empty, up to 4,000 numbers). Then it reads your function's body for
/// `map`: a loop gives the same numbers but skips the point.
///
/// 任务：返回一个新数组，依原来的顺序放入每个数的平方。`map` 对每个元素调用一个
/// 函数，再把函数的返回值收集起来，所以循环不必由你来写。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数组（有负数、有重复、顺序任意，也
/// 有空数组，最长 4,000 个数）去调用你的答案，结果须与参考答案相同。然后它检查
/// 你的函数体里有没有用 `map`：写一个循环也能得到同样的数，却错过了这道题的重
/// 点。
///
/// ```swift
/// squares(of: [1, 2, 3])    // [1, 4, 9]
/// squares(of: [-4, 0, 5])   // [16, 0, 25]
/// squares(of: [])           // []
/// ```
///
/// 书中：第 1 章“高阶映射”（`-[NSArray rx_mapWithBlock:]`）
/// Book: chapter 1, Mapping (`-[NSArray rx_mapWithBlock:]`)
public func squares(of numbers: [Int]) -> [Int] {
    // TODO(1.1): return each number squared, using map.
    notAttempted("1.1")
}
