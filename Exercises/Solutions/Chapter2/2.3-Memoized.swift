/// Exercise 2.3 · Compute once, then remember: the reference solution.
///
/// Book: chapter 2, Lazy sequences (a RACSequence evaluates each value once)
public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
    // The cache lives outside the returned closure, so it survives between
    // calls. It starts empty: nothing is computed until the first call.
    var cache: Int?
    return {
        if let cache { return cache }
        let value = compute()
        cache = value
        return value
    }
}
