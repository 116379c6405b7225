/// Exercise 1.1 · Square every number with map: the reference solution.
///
/// Book: chapter 1, Mapping (`-[RACSequence map:]`)
public func squares(of numbers: [Int]) -> [Int] {
    // map calls the closure once per element and keeps each result at its
    // element's position, so the order of the input is the order of the output.
    // 中文：map 对每个元素调用一次闭包，把每个结果放在它那个元素的位置上，所以
    // 输入的顺序就是输出的顺序。
    numbers.map { $0 * $0 }
}
