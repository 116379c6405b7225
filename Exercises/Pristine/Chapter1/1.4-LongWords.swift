import ExerciseSupport

/// Exercise 1.4 · Chain filter and map
///
/// Keep the words with more than three letters and return them in capitals,
/// in their original order. Each higher-order function returns a new array,
/// so you can call the next one on its result: a pipeline.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists of words (accents, CJK and
/// emoji among them). Then it reads your function's body for `filter` and `map`:
/// a loop gives the same words but skips the chain.
///
/// ```swift
/// shoutLongWords(["the", "quick", "brown", "fox"])   // ["QUICK", "BROWN"]
/// shoutLongWords(["map", "fold", "filter"])          // ["FOLD", "FILTER"]
/// ```
///
/// Book: chapter 1, chaining `-filter:` and `-map:` on a sequence
public func shoutLongWords(_ words: [String]) -> [String] {
    // TODO(1.4): filter the long words, then map them to uppercased().
    notAttempted("1.4")
}
