import Reactive

/// Wrong answers to exercise 2.8 that its grader must catch.
public enum Mutants2_8 {
    /// Gets the right numbers, but turns the whole sequence into an array first.
    public static func pullsEverything(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        Array(numbers.array.prefix(while: isIncluded))
    }

    /// Folds the rest before looking at the number, so it never stops early.
    public static func foldsTheRestFirst(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        numbers.foldRight([]) { number, rest in
            let after = rest()
            return isIncluded(number) ? [number] + after : []
        }
    }

    /// Skips the numbers that fail instead of stopping at the first: a filter.
    public static func filters(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        numbers.foldRight([]) { number, rest in
            isIncluded(number) ? [number] + rest() : rest()
        }
    }
}
