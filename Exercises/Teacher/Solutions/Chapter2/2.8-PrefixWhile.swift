import Reactive

/// Exercise 2.8 · Take while, with a right fold on a pull sequence: the reference solution.
///
/// Book: chapter 2, Streams and sequences (`-[RACSequence foldRightWithStart:reduce:]`)
public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
    // A right fold builds the answer from the back: the prefix starting at
    // `number` is `number` followed by the prefix of the rest. `rest()` pulls
    // and folds the rest only when it is called, so the first number that
    // fails ends the fold with [] and nothing after it is ever pulled.
    // 中文：右折叠从后面建立答案：从 `number` 开始的前缀，就是 `number` 后面接
    // 上其余元素的前缀。`rest()` 只有被调用时才拉取并折叠其余元素，所以第一个不
    // 满足条件的数用 [] 结束折叠，它后面的数一个也不会被拉取。
    numbers.foldRight([]) { number, rest in
        isIncluded(number) ? [number] + rest() : []
    }
}
