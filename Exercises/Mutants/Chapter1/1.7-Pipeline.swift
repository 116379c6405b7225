/// Wrong answers to exercise 1.7 that its grader must catch.
public enum Mutants1_7 {
    /// Runs the steps last to first.
    public static func runsBackwards(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let identity: (Int) -> Int = { $0 }
        return steps.reduce(identity) { before, step in { input in before(step(input)) } }
    }

    /// Starts the fold from a function that returns 0 instead of the identity.
    public static func startsFromZero(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let zero: (Int) -> Int = { _ in 0 }
        return steps.reduce(zero) { before, step in { input in step(before(input)) } }
    }
}
