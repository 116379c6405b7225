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

    /// Picks the answer by the number of steps, as many as the task's examples
    /// have: right for up to three steps, and the fourth is never run.
    public static func picksByNumberOfSteps(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        switch steps.count {
        case 0: return { $0 }
        case 1: return steps[0]
        case 2: return { steps[1](steps[0]($0)) }
        default: return { steps[2](steps[1](steps[0]($0))) }
        }
    }

    /// Keeps only the newest step at each turn of the fold, dropping the ones before.
    public static func keepsOnlyTheLastStep(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let identity: (Int) -> Int = { $0 }
        return steps.reduce(identity) { _, step in step }
    }

    /// Composes the steps with a loop: the right function, without a fold.
    public static func loopsInsteadOfFolding(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        var pipeline: (Int) -> Int = { $0 }
        for step in steps {
            let before = pipeline
            pipeline = { step(before($0)) }
        }
        return pipeline
    }

    /// Runs the steps once, on the first input it is given, and answers that ever after.
    public static func remembersItsFirstResult(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let remembered = Remembered()
        let identity: (Int) -> Int = { $0 }
        let composed = steps.reduce(identity) { before, step in { input in step(before(input)) } }
        return { input in remembered.value(or: composed(input)) }
    }

    /// Runs the steps on inputs within ±1000 only, and hands any other input
    /// back unchanged: right while every input is small.
    public static func passesLargeInputsThrough(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let identity: (Int) -> Int = { $0 }
        let composed = steps.reduce(identity) { before, step in { step(before($0)) } }
        return { input in (-1000...1000).contains(input) ? composed(input) : input }
    }

    /// Folds the first twelve steps only: right for every pipeline of a dozen
    /// steps or fewer.
    public static func foldsTwelveSteps(_ steps: [(Int) -> Int]) -> (Int) -> Int {
        let identity: (Int) -> Int = { $0 }
        return steps.prefix(12).reduce(identity) { before, step in { step(before($0)) } }
    }
}

/// The first value it is asked for, kept for every later ask.
private final class Remembered: @unchecked Sendable {
    private var first: Int?

    func value(or next: @autoclosure () -> Int) -> Int {
        if let first { return first }
        let value = next()
        first = value
        return value
    }

}
