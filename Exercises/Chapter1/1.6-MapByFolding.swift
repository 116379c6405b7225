import ExerciseSupport

/// Exercise 1.6 · Build map out of a fold
/// 练习 1.6 · 用折叠实现 map
///
/// Write your own `map` with `reduce`: start from an empty array and append
/// the transformed element at each step. Call `transform` exactly once per
/// element, in order. Once you have done it, you have seen that a fold is
/// the more general tool: `filter` is a fold too.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists of numbers and of words
/// (up to 4,000 numbers, 2,000 words), with the calls of `transform` counted.
/// Then it reads your function's body for `reduce` and no `map`: the built-in
/// `map` gives the same results but skips the exercise.
///
/// 任务：用 `reduce` 写出你自己的 `map`：从一个空数组出发，每一步把变换后的元素
/// 追加进去。对每个元素恰好调用一次 `transform`，并按顺序调用。做完这道题你就会
/// 看到，折叠是更通用的工具：`filter` 也是一种折叠。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数字数组、单词数组（最多 4,000 个
/// 数、2,000 个单词）去调用你的答案，结果须与参考答案相同，`transform` 被调用的
/// 次数也要一样。然后它检查你的函数体里用了 `reduce`、没有用 `map`：内置的
/// `map` 也能给出同样的结果，可这道练习就白做了。
///
/// ```swift
/// mapByFolding([1, 2, 3]) { String($0) }   // ["1", "2", "3"]
/// mapByFolding(["a", "bb"]) { $0.count }   // [1, 2]
/// ```
///
/// 书中：第 1 章“高阶折叠”（map 和 filter 都是折叠）
/// Book: chapter 1, Folding (map and filter are both folds)
public func mapByFolding<Element, Result>(
    _ elements: [Element], _ transform: (Element) -> Result
) -> [Result] {
    // TODO(1.6): reduce the elements into an array of transformed elements.
    notAttempted("1.6")
}
