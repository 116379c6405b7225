/// Wrong answers to exercise 2.2 that its grader must catch.
public enum Mutants2_2 {
    /// Stops after ten powers: an array, not an endless sequence.
    public static func stopsAtTen() -> AnySequence<Int> {
        AnySequence((0..<10).map { 1 << $0 })
    }

    /// Starts at 2, forgetting that 1 is 2 to the power 0.
    public static func startsAtTwo() -> AnySequence<Int> {
        AnySequence(sequence(first: 2) { $0 * 2 })
    }
}
