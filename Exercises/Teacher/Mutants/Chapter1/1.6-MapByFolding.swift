/// Wrong answers to exercise 1.6 that its grader must catch.
public enum Mutants1_6 {
    /// Puts each result in front of the others, reversing the order.
    public static func prepends<Element, Result>(
        _ elements: [Element], _ transform: (Element) -> Result
    ) -> [Result] {
        elements.reduce([]) { results, element in [transform(element)] + results }
    }

    /// Gets the order right but calls `transform` twice per element.
    public static func transformsTwice<Element, Result>(
        _ elements: [Element], _ transform: (Element) -> Result
    ) -> [Result] {
        elements.reduce([]) { results, element in
            _ = transform(element)
            return results + [transform(element)]
        }
    }

    /// Calls the built-in map: the right results, without building map from a fold.
    public static func usesTheBuiltInMap<Element, Result>(
        _ elements: [Element], _ transform: (Element) -> Result
    ) -> [Result] {
        elements.map(transform)
    }

    /// Folds over all but the last element.
    public static func dropsTheLast<Element, Result>(
        _ elements: [Element], _ transform: (Element) -> Result
    ) -> [Result] {
        elements.dropLast().reduce(into: []) { results, element in
            results.append(transform(element))
        }
    }

    /// Builds the results with flatMap, not with a fold.
    public static func flatMapsInsteadOfFolding<Element, Result>(
        _ elements: [Element], _ transform: (Element) -> Result
    ) -> [Result] {
        elements.flatMap { [transform($0)] }
    }
}
