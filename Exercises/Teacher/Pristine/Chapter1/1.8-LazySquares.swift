import ExerciseSupport

/// Exercise 1.8 · Square the first few even numbers, lazily
/// 练习 1.8 · 惰性地求前几个偶数的平方
///
/// Return the squares of the first `count` even numbers in `numbers`, in
/// order, testing each number with `isEven` and squaring with `square`. Do
/// only the work the answer needs: walk `numbers` once, test numbers up to the
/// `count`-th even one and no further, and square only the even numbers you
/// return, each once. A sequence's `filter` and `map` do all their work at
/// once; `numbers.lazy` gives a view whose `filter` and `map` take one
/// element at a time through both steps, and `prefix` stops the walk.
/// `count` is 0 or more.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated calls (no numbers, no even
/// numbers, fewer even numbers than asked for, `count` from 0 to Int.max,
/// numbers from Int.min to Int.max, sequences of up to 4,000 numbers). Its
/// `square` is `{ $0 &* $0 }`, which wraps around instead of overflowing. It
/// counts the work: which numbers `isEven` and `square` are called with, in
/// which order, and how often `numbers` is walked. Then it reads your function
/// for `lazy`.
///
/// 任务：返回 `numbers` 里前 `count` 个偶数的平方，保持顺序；用 `isEven` 判断每
/// 个数，用 `square` 求平方。只做答案需要的工作：`numbers` 只遍历一遍，判断到第
/// `count` 个偶数为止，不再往后；只对要返回的偶数求平方，每个只求一次。序列的
/// `filter` 和 `map` 会一次把所有工作做完；`numbers.lazy` 给出一个视图，它的
/// `filter` 和 `map` 让元素一个一个地走完两步，而 `prefix` 让遍历停下来。
/// `count` 不小于 0。
///
/// 评分：评分器用下面的例子和几百组随机生成的参数调用你的答案（没有数、没有偶
/// 数、偶数比要的少、`count` 从 0 到 Int.max、数从 Int.min 到 Int.max、最多
/// 4,000 个元素的序列），结果须与参考答案相同。它的 `square` 是
/// `{ $0 &* $0 }`，溢出时回绕而不是崩溃。它还会清点工作量：`isEven` 和
/// `square` 各以哪些数、按什么顺序被调用，`numbers` 被遍历了几次。最后它检查你
/// 的函数有没有用 `lazy`。
///
/// ```swift
/// let numbers = stride(from: 1, through: 1000, by: 1)
/// firstEvenSquares(2, of: numbers, isEven: { $0 % 2 == 0 }, square: { $0 * $0 })
/// // [4, 16]: isEven called with 1, 2, 3 and 4, square with 2 and 4; not 1000 times
/// ```
/// 示例中：结果是 `[4, 16]`，`isEven` 只以 1、2、3、4 调用，
/// `square` 只以 2 和 4 调用；不是各调用 1000 次。
///
/// 本练习册：第 1 章“如今：集合与 lazy”（惰性视图让各步逐个元素地运行，
/// 只运行到必须运行的地方）
/// Book: chapter 1, Today: collections and lazy (a lazy view runs its steps
/// element by element, only as far as it must)
public func firstEvenSquares(
    _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
    square: @escaping (Int) -> Int
) -> [Int] {
    // TODO(1.8): take numbers.lazy through filter and map, then its prefix, into an array.
    notAttempted("1.8")
}
