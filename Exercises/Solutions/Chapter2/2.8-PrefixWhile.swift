import Reactive

/// Exercise 2.8 · Take while, with a right fold on a pull sequence: the reference solution.
///
/// Book: chapter 2, Streams and sequences (`-[RACSequence foldRightWithStart:reduce:]`)
public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
    // A right fold builds the answer from the back: the prefix starting at
    // `number` is `number` followed by the prefix of the rest. `rest()` pulls
    // and folds the rest only when it is called, so the first number that
    // fails ends the fold with [] and nothing after it is ever pulled.
    numbers.foldRight([]) { number, rest in
        isIncluded(number) ? [number] + rest() : []
    }
}
