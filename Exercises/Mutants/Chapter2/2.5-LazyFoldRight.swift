/// Wrong answers to exercise 2.5 that its grader must catch.
public enum Mutants2_5 {
    /// Reads the whole sequence into an array first, then folds it from the right.
    public static func readsEverything<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var result = initial
        for element in Array(elements).reversed() {
            let rest = result
            result = combine(element, { rest })
        }
        return result
    }

    /// Pulls lazily, but folds the rest before calling combine, so it never stops early.
    public static func foldsTheRestFirst<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var iterator = elements.makeIterator()
        func foldRest() -> Result {
            guard let element = iterator.next() else { return initial }
            let rest = foldRest()
            return combine(element, { rest })
        }
        return foldRest()
    }
}
