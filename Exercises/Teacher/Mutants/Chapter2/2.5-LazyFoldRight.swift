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

    /// Pulls the next element before combine asks for it, to know whether
    /// there is one: one element too many.
    public static func pullsOneAhead<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var iterator = elements.makeIterator()
        var upcoming = iterator.next()
        func foldRest() -> Result {
            guard let element = upcoming else { return initial }
            upcoming = iterator.next()
            return combine(element, foldRest)
        }
        return foldRest()
    }

    /// Hands combine the result so far as "the rest": a lazy-looking left fold.
    public static func foldsLeft<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var result = initial
        for element in elements {
            let soFar = result
            result = combine(element, { soFar })
        }
        return result
    }

    /// Folds the rest as the sequence without its first element, which reads
    /// the sequence again from the start at every step.
    public static func restartsForTheRest<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var iterator = elements.makeIterator()
        guard let first = iterator.next() else { return initial }
        return combine(first) {
            restartsForTheRest(AnySequence(elements.dropFirst()), initial, combine)
        }
    }

    /// Folds lazily, but only the first thousand elements.
    public static func foldsTheFirstThousand<Elements: Sequence, Result>(
        _ elements: Elements, _ initial: Result,
        _ combine: @escaping (Elements.Element, () -> Result) -> Result
    ) -> Result {
        var iterator = elements.prefix(1000).makeIterator()
        func foldRest() -> Result {
            guard let element = iterator.next() else { return initial }
            return combine(element, foldRest)
        }
        return foldRest()
    }
}
