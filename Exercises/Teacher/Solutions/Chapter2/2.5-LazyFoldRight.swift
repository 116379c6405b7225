/// Exercise 2.5 · A lazy fold right that stops early: the reference solution.
///
/// Book: chapter 2, Fold right (its reduce block gets the rest as a lazy sequence)
public func lazyFoldRight<Elements: Sequence, Result>(
    _ elements: Elements, _ initial: Result,
    _ combine: @escaping (Elements.Element, () -> Result) -> Result
) -> Result {
    // foldRest pulls one element and hands combine a way to fold everything
    // after it. The recursion happens only if combine calls that closure, so
    // a combine that already knows its answer stops the reading right there.
    // 中文：foldRest 拉取一个元素，再交给 combine 一个“折叠后面所有元素”的办
    // 法。只有 combine 调用了那个闭包才会递归，所以一个已经知道答案的 combine
    // 会让读取就此停下。
    var iterator = elements.makeIterator()
    func foldRest() -> Result {
        guard let element = iterator.next() else { return initial }
        return combine(element, foldRest)
    }
    return foldRest()
}
