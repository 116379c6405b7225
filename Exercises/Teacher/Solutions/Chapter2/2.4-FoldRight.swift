/// Exercise 2.4 · Fold from the right: the reference solution.
///
/// Book: chapter 2, Fold right (`-[RACSequence foldRightWithStart:reduce:]`)
public func foldRight<Element, Result>(
    _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
) -> Result {
    // Walk the array backwards, carrying the result of everything to the
    // right of the current element. The last element meets `initial` first,
    // and the first element is combined last, with the rest already folded.
    // 中文：从后往前走遍数组，一路带着当前元素右边所有元素折叠出的结果。最后一
    // 个元素最先和 `initial` 相遇，第一个元素最后才被合并，这时其余的都已经折叠
    // 好了。
    var result = initial
    for element in elements.reversed() {
        result = combine(element, result)
    }
    return result
}
