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

    /// Stops at the first number that fails, but keeps that number.
    public static func keepsTheFailingNumber(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        numbers.foldRight([]) { number, rest in
            isIncluded(number) ? [number] + rest() : [number]
        }
    }

    /// Takes with a for-in loop: the right numbers, pulled as lazily, without the fold.
    public static func loopsInsteadOfFolding(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        var taken: [Int] = []
        for number in numbers {
            guard isIncluded(number) else { break }
            taken.append(number)
        }
        return taken
    }

    /// Calls Swift's own prefix(while:): the right numbers, without the fold.
    public static func usesTheBuiltInPrefix(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        Array(numbers.prefix(while: isIncluded))
    }

    /// Folds right, but stops after a thousand numbers, passing or not.
    public static func takesAtMostAThousand(
        of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool
    ) -> [Int] {
        var taken = 0
        return numbers.foldRight([]) { number, rest in
            taken += 1
            return taken <= 1000 && isIncluded(number) ? [number] + rest() : []
        }
    }
}
