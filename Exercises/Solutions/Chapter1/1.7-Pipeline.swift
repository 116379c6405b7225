/// Exercise 1.7 · Fold a list of functions into one: the reference solution.
///
/// Book: chapter 1, Higher-order functions (functions that take and return functions)
public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
    // The identity function is to composition what 0 is to addition: the
    // start that changes nothing, and the answer when there are no steps.
    let identity: (Int) -> Int = { $0 }
    // Each step of the fold wraps the pipeline so far in a new function:
    // first run everything before, then this step on its result.
    return steps.reduce(identity) { before, step in
        { input in step(before(input)) }
    }
}
