import ExerciseSupport
import Reactive

/// Exercise 2.8 · Take while, with a right fold on a pull sequence
/// 练习 2.8 · 在拉取的序列上用右折叠实现“取到条件不成立为止”
///
/// Return the numbers from the start of `numbers` up to, not including, the
/// first one for which `isIncluded` is false. Write it with the pull
/// sequence's own `foldRight`: its `combine` gets each number and `rest`, a
/// closure that folds everything after it. Pull nothing after the first number
/// that fails, so that it works on an endless sequence too.
///
/// Graded: the grader compares your answer with the reference solution on the
/// example below and a few hundred generated lists (any Int, thousands long)
/// and tests, counting the numbers pulled, and on the endless sequence
/// `PullSequence(1...)` with several limits. Then it reads your function's body
/// for `foldRight`: a for-in loop with `break` pulls as little, but skips the
/// right fold.
///
/// 任务：从 `numbers` 的开头起返回这些数，直到第一个让 `isIncluded` 为 false 的
/// 数为止（不包括它）。请用拉取序列自己的 `foldRight` 来写：它的 `combine` 拿到
/// 每个数和 `rest`，`rest` 是一个折叠其后所有元素的闭包。第一个不满足条件的数之
/// 后，什么都不要再拉取，这样它在无穷序列上也能工作。
///
/// 评分：评分器拿下面的例子、几百个随机生成的数组（任意 Int，长达几千）和判断条
/// 件去调用你的答案，结果须与参考答案相同，拉取的数也要一样多；它还会在无穷序列
/// `PullSequence(1...)` 上换几个界限试一试。然后它检查你的函数体里有没有用
/// `foldRight`：带 `break` 的 for-in 循环拉取得同样少，却绕开了右折叠。
///
/// ```swift
/// prefix(of: PullSequence(1...), while: { $0 < 4 })
/// // [1, 2, 3], after pulling 1 to 4 only
/// ```
/// 示例中：结果是 `[1, 2, 3]`，只拉取了 1 到 4。
///
/// 书中：第 2 章“流和序列：左折叠和右折叠”（`-[RACSequence foldRightWithStart:reduce:]`）
/// Book: chapter 2, Folding left and right (`-[RACSequence foldRightWithStart:reduce:]`)
public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
    // TODO(2.8): return numbers.foldRight([]) { number, rest in … }.
    notAttempted("2.8")
}
