/// Wrong answers to exercise 2.4 that its grader must catch.
public enum Mutants2_4 {
    /// Folds from the left, combining the first element first.
    public static func foldsLeft<Element, Result>(
        _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
    ) -> Result {
        elements.reduce(initial) { result, element in combine(element, result) }
    }

    /// Walks backwards but stops one element early, missing the first.
    public static func missesTheFirst<Element, Result>(
        _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
    ) -> Result {
        var result = initial
        for element in elements.dropFirst().reversed() {
            result = combine(element, result)
        }
        return result
    }

    /// Combines each element with `initial` instead of the result so far.
    public static func forgetsTheRunningResult<Element, Result>(
        _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
    ) -> Result {
        var result = initial
        for element in elements.reversed() {
            result = combine(element, initial)
        }
        return result
    }

    /// Folds only the last thousand elements: right for every list a task would show.
    public static func foldsTheLastThousand<Element, Result>(
        _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
    ) -> Result {
        var result = initial
        for element in elements.suffix(1000).reversed() {
            result = combine(element, result)
        }
        return result
    }
}
