import ExerciseSupport

/// Exercise 2.5 · A lazy fold right that stops early
/// 练习 2.5 · 能提前停下的惰性右折叠
///
/// Fold from the right, but lazily: `combine` gets the element and a closure
/// that computes the rest of the fold only if called. So a `combine` that has
/// its answer can return without calling it, and the fold stops reading the
/// sequence, even a very long one. Pull each element only when needed.
///
/// Graded: the grader compares your fold with the reference solution on folds
/// like the examples below and a few hundred generated ones over any Int, some
/// up to 4,000 numbers long, some that stop at a number and some that never
/// stop. It counts the laziness: you must pull as many elements as the
/// reference does, reading the sequence once from its start, and `combine` must
/// get the same ones.
///
/// 任务：从右边折叠，但要惰性地折叠：`combine` 拿到元素和一个闭包，只有调用这个闭包时
/// 才会去算其余部分的折叠。这样，已经有答案的 `combine` 可以不调用它就返回，折
/// 叠也就不再读这个序列，哪怕序列很长。每个元素都只在需要时才拉取。
///
/// 评分：评分器拿像下面例子那样的折叠和几百个随机生成的折叠去运行你的答案，结果
/// 须与参考答案相同。元素是任意 Int，有的序列长达 4,000 个数，有的在某个数处停
/// 下，有的永不停下。它还检查你的折叠是否真的惰性：拉取的元素必须和参考答案一样
/// 多，从头读起，只读一遍，`combine` 拿到的元素也必须相同。
///
/// ```swift
/// lazyFoldRight(["a", "b"], "·") { "(\($0) \($1()))" }   // "(a (b ·))"
/// lazyFoldRight(1...1_000_000, false) { $0 == 6 || $1() }
/// // true, after reading only 1 to 6
/// ```
/// 示例中：第二个折叠的结果是 true，只读了 1 到 6。
///
/// 书中：第 2 章“流和序列：左折叠和右折叠”（它的 reduce block 拿到的其余部分是
/// 一个惰性序列）
/// Book: chapter 2, Folding left and right (its reduce block gets the rest as
/// a lazy sequence)
public func lazyFoldRight<Elements: Sequence, Result>(
    _ elements: Elements, _ initial: Result,
    _ combine: @escaping (Elements.Element, () -> Result) -> Result
) -> Result {
    // TODO(2.5): pull one element, and pass combine a closure that folds the rest.
    notAttempted("2.5")
}
