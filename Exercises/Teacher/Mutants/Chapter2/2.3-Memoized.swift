/// Wrong answers to exercise 2.3 that its grader must catch.
public enum Mutants2_3 {
    /// Computes straight away, before anyone asks: memoized, but not lazy.
    public static func eager(_ compute: @escaping () -> Int) -> () -> Int {
        let value = compute()
        return { value }
    }

    /// Computes again on every call: lazy, but not memoized.
    public static func forgetful(_ compute: @escaping () -> Int) -> () -> Int {
        { compute() }
    }

    /// Uses 0 to mean "not computed yet", so a compute that returns 0 runs at every call.
    public static func zeroMeansNotComputed(_ compute: @escaping () -> Int) -> () -> Int {
        var cache = 0
        return {
            if cache == 0 { cache = compute() }
            return cache
        }
    }

    /// Fills the cache, then returns a second computation instead of the cached value.
    public static func computesTwiceAtFirst(_ compute: @escaping () -> Int) -> () -> Int {
        var cache: Int?
        return {
            if let cache { return cache }
            cache = compute()
            return compute()
        }
    }

    /// Lazy and memoized, for the task's example only: always 42, never computing.
    public static func hardCodesTheExample(_ compute: @escaping () -> Int) -> () -> Int {
        { 42 }
    }

    /// Uses Int.min to mean "not computed yet", so a compute that returns
    /// Int.min runs at every call.
    public static func minMeansNotComputed(_ compute: @escaping () -> Int) -> () -> Int {
        var cache = Int.min
        return {
            if cache == .min { cache = compute() }
            return cache
        }
    }

    /// Remembers the value for five calls, then computes it again.
    public static func forgetsAfterFiveCalls(_ compute: @escaping () -> Int) -> () -> Int {
        var cache: Int?
        var calls = 0
        return {
            calls += 1
            if calls > 5 { cache = nil }
            if let cache { return cache }
            let value = compute()
            cache = value
            return value
        }
    }
}
