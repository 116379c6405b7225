/// Exercise 1.2 · Keep the even numbers with filter: the reference solution.
///
/// Book: chapter 1, Filtering (`-[RACSequence filter:]`)
public func evens(in numbers: [Int]) -> [Int] {
    // isMultiple(of:) is right for negative numbers too. The tempting
    // `$0 % 2 == 1` test for odd numbers is not: in Swift, -3 % 2 is -1.
    // 中文：isMultiple(of:) 对负数也对。判断奇数时很容易写成 `$0 % 2 == 1`，这
    // 就错了：在 Swift 里，-3 % 2 等于 -1。
    numbers.filter { $0.isMultiple(of: 2) }
}
