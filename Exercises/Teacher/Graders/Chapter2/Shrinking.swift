import ExerciseGrading

/// Shorter versions of a long list, for shrinking a failure quickly: the
/// list without its last half, quarter, eighth, … down to its last element,
/// then whatever `others` gives. A failure that needs a thousand elements,
/// found on a list of thousands, is so reached in a few dozen tries, not
/// thousands.
///
/// ```swift
/// print(shorter(Array(1...80), others: { _ in [] }).map(\.count))
/// // prints [40, 60, 70, 75, 78, 79]
/// ```
func shorter<Element>(_ list: [Element], others: ([Element]) -> [[Element]]) -> [[Element]] {
    guard list.count > 64 else { return others(list) }
    var prefixes: [[Element]] = []
    var cut = list.count / 2
    while cut >= 1 {
        prefixes.append(Array(list.prefix(list.count - cut)))
        cut /= 2
    }
    return prefixes + others(list)
}

/// Smaller counts than `count` (which is at least 0), simplest first: 0, 1,
/// 2, then `count` less half of it, a quarter, an eighth, … and less one; a
/// failure that starts at some threshold is so found in a few dozen tries.
func smallerCounts(_ count: Int) -> [Int] {
    var candidates = [0, 1, 2]
    var cut = count / 2
    while cut >= 1 {
        candidates.append(count - cut)
        cut /= 2
    }
    var seen: Set<Int> = []
    return candidates.filter { $0 < count && seen.insert($0).inserted }
}

/// `inputs`, with long lists shrunk first to their first half, three
/// quarters, … (see `shorter`).
func quicklyShrunk<Element>(_ inputs: Inputs<[Element]>) -> Inputs<[Element]> {
    Inputs(
        examples: inputs.examples, edgeCases: inputs.edgeCases, make: inputs.make,
        smaller: { shorter($0, others: inputs.smaller) })
}
