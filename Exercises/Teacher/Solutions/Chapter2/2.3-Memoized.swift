/// Exercise 2.3 · Compute once, then remember: the reference solution.
///
/// Book: chapter 2, Lazy sequences (a RACSequence evaluates each value once)
public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
    // The cache lives outside the returned closure, so it survives between
    // calls. It starts empty: nothing is computed until the first call.
    // 中文：缓存放在返回的闭包外面，所以两次调用之间它仍然在。它一开始是空的：
    // 第一次调用之前什么都不算。
    var cache: Int?
    return {
        if let cache { return cache }
        let value = compute()
        cache = value
        return value
    }
}
