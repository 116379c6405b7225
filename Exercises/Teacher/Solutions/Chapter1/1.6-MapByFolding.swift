/// Exercise 1.6 · Build map out of a fold: the reference solution.
///
/// Book: chapter 1, Folding (map and filter are both folds)
public func mapByFolding<Element, Result>(
    _ elements: [Element], _ transform: (Element) -> Result
) -> [Result] {
    // The running result is the array built so far. reduce(into:) lets each
    // step append to it in place, which keeps the order and avoids copying
    // the array at every step.
    // 中文：累计的结果就是到目前为止建好的数组。reduce(into:) 让每一步在原地往
    // 里追加，这样既保持了顺序，又不必每一步都复制整个数组。
    elements.reduce(into: []) { results, element in
        results.append(transform(element))
    }
}
