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
}
