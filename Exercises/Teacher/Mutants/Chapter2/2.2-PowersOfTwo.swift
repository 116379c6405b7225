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

    /// Keeps the running power outside the iterators, so a second reading
    /// goes on where the first one stopped.
    public static func sharesOneCounter() -> AnySequence<Int> {
        var power = 1
        return AnySequence {
            AnyIterator {
                defer { power *= 2 }
                return power
            }
        }
    }

    /// The powers of the task's example, and no more.
    public static func hardCodesTheExample() -> AnySequence<Int> {
        AnySequence([1, 2, 4, 8, 16])
    }

    /// Powers from 2⁰ to 2⁶¹, worked out by shifting: one short of 2⁶², the
    /// largest power of two an Int holds.
    public static func stopsAtTwoToTheSixtyOne() -> AnySequence<Int> {
        AnySequence((0..<62).lazy.map { 1 << $0 })
    }

    /// Keeps the running power outside the iterators, and sets it back to 1
    /// whenever an iterator is made: right for one reading after another,
    /// wrong for two readings side by side.
    public static func resetsASharedPower() -> AnySequence<Int> {
        final class Power: @unchecked Sendable {
            var value = 1
        }
        let power = Power()
        return AnySequence { () -> AnyIterator<Int> in
            power.value = 1
            return AnyIterator {
                defer { power.value &*= 2 }
                return power.value
            }
        }
    }
}
