/// Exercise 1.8 · Square the first few even numbers, lazily: the reference solution.
///
/// Book: chapter 1, Today: collections and lazy (a lazy view runs its steps
/// element by element, only as far as it must)
public func firstEvenSquares(
    _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
    square: @escaping (Int) -> Int
) -> [Int] {
    // Building the lazy view runs nothing. Making the array pulls one element
    // at a time through filter and then map, and prefix stops asking once it
    // has `count` of them: no number after the last even one is tested, and
    // no odd number is squared. Filter before map, so that square never sees
    // an odd number; filter before prefix, so that prefix counts even numbers.
    // 中文：建立惰性视图时什么都不运行。生成数组时，元素一个一个地被拉过 filter
    // 再经过 map，prefix 拿够 `count` 个之后就不再要了：最后一个偶数之后的数都
    // 不会被检查，奇数也都不会被平方。filter 放在 map 前面，square 就不会碰到奇
    // 数；filter 放在 prefix 前面，prefix 数的才是偶数。
    Array(numbers.lazy.filter(isEven).map(square).prefix(count))
}
