import ExerciseSupport

/// Exercise 2.4 · Fold from the right
/// 练习 2.4 · 从右边折叠
///
/// `reduce` folds from the left: it combines the first element first.
/// Write the fold that starts at the other end: the last element is combined
/// with `initial`, then the one before it with that result, and so on, so
/// that the first element is combined last.
///
/// Graded: the grader compares your fold with the reference solution on the
/// examples below and a few hundred generated lists of numbers (any Int) and of
/// words (accents, emoji, CJK, spaces and line breaks), empty, single, with
/// repeats, and up to 4,000 numbers or 2,000 words long. It passes a recording
/// `combine`, so every call is checked: each element once, with the result of
/// the call before it.
///
/// 任务：`reduce` 从左边折叠：它先合并第一个元素。请写出从另一端开始的折叠：先
/// 把最后一个元素与 `initial` 合并，再把它前面那个与这个结果合并，依此类推，第
/// 一个元素最后才合并。
///
/// 评分：评分器拿下面的例子和几百个随机生成的数组去调用你的折叠，结果须与参考答
/// 案相同。数组里有数字（任意 Int），也有单词（带重音、emoji、中日韩文字、空格
/// 和换行）；有空的、只有一个元素的、有重复的，也有长达 4,000 个数或 2,000 个单
/// 词的。它传入的 `combine` 会记下每一次调用，并逐一检查：每个元素一次，拿到的
/// 是前一次调用的结果。
///
/// ```swift
/// foldRight(["a", "b", "c"], "·") { "(\($0) \($1))" }   // "(a (b (c ·)))"
/// foldRight([1, 2, 3], [Int]()) { [$0] + $1 }           // [1, 2, 3]
/// ```
///
/// 书中：第 2 章“流和序列：
/// 左折叠和右折叠”（`-[RACSequence foldRightWithStart:reduce:]`）
/// Book: chapter 2, Folding left and right
/// (`-[RACSequence foldRightWithStart:reduce:]`)
public func foldRight<Element, Result>(
    _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
) -> Result {
    // TODO(2.4): combine the elements from the last one to the first.
    notAttempted("2.4")
}
