/// Exercise 1.3 · Add up a list with a fold: the reference solution.
///
/// Book: chapter 1, Folding (`-[RACSequence foldLeftWithStart:reduce:]`)
public func total(of numbers: [Int]) -> Int {
    // Start from 0, the sum of nothing, and add each number to the running
    // total. `+` is itself a function (Int, Int) -> Int, so it can be passed
    // straight to reduce.
    numbers.reduce(0, +)
}
