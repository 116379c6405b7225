/// Exercise 1.5 · Find the largest, even in an empty list: the reference solution.
///
/// Book: chapter 1, Folding (the start value of `-foldLeftWithStart:reduce:`)
public func largest(in numbers: [Int]) -> Int? {
    // Start from nil, "nothing seen yet". Each step keeps the larger of the
    // best so far and the new number; the first number always wins against
    // nil. An empty list never runs a step, so the answer stays nil.
    // 中文：从 nil 开始，意思是“还什么都没看到”。每一步留下目前最大的数和新数中
    // 较大的那个；第一个数和 nil 比，总是它赢。空数组一步也不会执行，所以答案仍
    // 是 nil。
    numbers.reduce(nil) { best, number in
        guard let best else { return number }
        return max(best, number)
    }
}
