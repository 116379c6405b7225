/// Exercise 1.1 · Square every number with map: the reference solution.
///
/// Book: chapter 1, Mapping (`-[RACSequence map:]`)
public func squares(of numbers: [Int]) -> [Int] {
    // map calls the closure once per element and keeps each result at its
    // element's position, so the order of the input is the order of the output.
    numbers.map { $0 * $0 }
}
