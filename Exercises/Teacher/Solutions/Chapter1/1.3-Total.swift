/// Exercise 1.3 · Add up a list with a fold: the reference solution.
///
/// Book: chapter 1, Folding (`-[RACSequence foldLeftWithStart:reduce:]`)
public func total(of numbers: [Int]) -> Int {
    // Start from 0, the sum of nothing, and add each number to the running
    // total. `+` is itself a function (Int, Int) -> Int, so it can be passed
    // straight to reduce.
    // 中文：从 0 开始，它是“什么都没加”时的和，再把每个数加到累计的和上。`+` 本
    // 身就是一个 (Int, Int) -> Int 的函数，所以可以直接交给 reduce。
    numbers.reduce(0, +)
}
