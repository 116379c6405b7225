/// Exercise 1.4 · Chain filter and map: the reference solution.
///
/// Book: chapter 1, chaining `-filter:` and `-map:` on a sequence
public func shoutLongWords(_ words: [String]) -> [String] {
    // Each step returns a new array, so the steps read top to bottom like a
    // recipe. Filtering first also means we only uppercase the words we keep.
    words
        .filter { $0.count > 3 }
        .map { $0.uppercased() }
}
