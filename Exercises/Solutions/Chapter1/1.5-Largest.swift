/// Exercise 1.5 · Find the largest, even in an empty list: the reference solution.
///
/// Book: chapter 1, Folding (the start value of `-foldLeftWithStart:reduce:`)
public func largest(in numbers: [Int]) -> Int? {
    // Start from nil, "nothing seen yet". Each step keeps the larger of the
    // best so far and the new number; the first number always wins against
    // nil. An empty list never runs a step, so the answer stays nil.
    numbers.reduce(nil) { best, number in
        guard let best else { return number }
        return max(best, number)
    }
}
