/// Exercise 2.1 · Square only what you need, lazily: the reference solution.
///
/// Book: chapter 2, Lazy sequences (a RACSequence computes its values on demand)
public func firstSquares(
    _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
) -> [Int] {
    // numbers.lazy.map(square) squares nothing yet: it is a description of
    // the squares. prefix(count) narrows the description, and Array(…) reads
    // it, which calls square once for each of the first `count` numbers only.
    // 中文：numbers.lazy.map(square) 这时还什么都没平方：它只是对这些平方的描
    // 述。prefix(count) 把描述收窄，Array(…) 读取它，这时 square 只对前 `count`
    // 个数各调用一次。
    Array(numbers.lazy.map(square).prefix(count))
}
