import ExerciseSupport

/// Exercise 2.1 · Square only what you need, lazily
/// 练习 2.1 · 惰性求值，只求需要的平方
///
/// Return the squares of the first `count` numbers, calling `square` only as
/// many times as there are results. `numbers.map(square)` squares the whole
/// array at once; `numbers.lazy` gives a sequence whose `map` does the work
/// only when someone reads the element.
///
/// Graded: the grader compares your answer with the reference solution on the
/// example below and a few hundred generated calls (empty lists, repeats,
/// negatives, numbers from Int.min to Int.max, lists of up to 4,000, more
/// squares asked for than there are numbers, up to Int.max). Its `square` is
/// `{ $0 &* $0 }`, which wraps around instead of overflowing. It counts the
/// laziness: `square` must be called with exactly the numbers whose squares you
/// return, once each, in order.
/// Last it reads the compiled answer for `lazy` and `map`; a loop or a
/// recursion in their place is refused.
///
/// 任务：返回前 `count` 个数的平方，`square` 的调用次数与结果的个数一样多。
/// `numbers.map(square)` 会一次把整个数组都求平方；`numbers.lazy` 给出一个序列，
/// 它的 `map` 要等有人读取元素时才去做。
///
/// 评分：评分器用下面的例子和几百组随机生成的参数调用你的答案（空数组、重复、负
/// 数、从 Int.min 到 Int.max 的数、最多 4,000 个元素的数组、要的平方比数还多，
/// 最多到 Int.max 个），结果须与参考答案相同。它的 `square` 是 `{ $0 &* $0 }`，
/// 溢出时回绕而不是崩溃。它还检查你的答案是否真的惰性：`square` 拿到的数，必须
/// 恰好是你返回的那些平方对应的数，每个一次，按顺序。
/// 最后它读编译出来的答案，看有没有用 `lazy` 和 `map`；用循环或递归代替它们会被
/// 拒绝。
///
/// ```swift
/// firstSquares(3, of: Array(1...1000)) { $0 * $0 }
/// // [1, 4, 9], with the closure called 3 times, not 1000
/// ```
/// 示例中：结果是 `[1, 4, 9]`，闭包只调用了 3 次，而不是 1000 次。
///
/// 书中：第 2 章“流和序列：惰性序列”（RACSequence 在需要时才算出它的值）
/// Book: chapter 2, Lazy sequences (a RACSequence computes its values on demand)
public func firstSquares(
    _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
) -> [Int] {
    // TODO(2.1): map lazily, take the prefix, then make an array of it.
    notAttempted("2.1")
}
