/// Exercise 2.4 · Fold from the right: the reference solution.
///
/// Book: chapter 2, Fold right (`-[RACSequence foldRightWithStart:reduce:]`)
public func foldRight<Element, Result>(
    _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
) -> Result {
    // Walk the array backwards, carrying the result of everything to the
    // right of the current element. The last element meets `initial` first,
    // and the first element is combined last, with the rest already folded.
    var result = initial
    for element in elements.reversed() {
        result = combine(element, result)
    }
    return result
}
